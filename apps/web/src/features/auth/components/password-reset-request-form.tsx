import { useState } from 'react';
import { Button, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ALERT_MS, messages, ZPasswordResetRequest } from '@harborstay/contracts';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../shared/api/api-client';
import { showFieldErrors } from '../../../shared/api/field-errors';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { FormSubmitButton } from '../../../shared/ui/form-submit-button';
import { useTimedMessage } from '../../../shared/ui/use-timed-message';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthAlert } from './auth-alert';
import { BackToSignInLink } from './back-to-sign-in-link';

/** Input maxLength of spec section 5: one over the limit, so typing past it shows the message. */
const EMAIL_INPUT_MAX_LENGTH = 51;

/** Step one of a reset: the e-mail, then the same answer whether or not it has an account. */
export function PasswordResetRequestForm() {
  const resetRequest = useRequestPasswordReset();
  const alert = useTimedMessage<string>(ALERT_MS.password);
  const [isSent, setSent] = useState(false);
  const form = useZodForm({ schema: ZPasswordResetRequest, defaultValues: { email: '' } });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    alert.clear();
    try {
      await resetRequest.mutateAsync(values);
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors('email').length > 0) {
        showFieldErrors(form.setError, error, ['email']);
        return;
      }
      // Too many requests says when to try again; anything else is the spec's processing error.
      if (error instanceof ApiError && error.status === 429) {
        alert.show(error.message);
        return;
      }
      console.error('Password reset request failed', error);
      alert.show(messages.loginFailed);
    }
  });

  if (isSent) {
    return (
      <Stack gap="md" data-testid="reset-sent">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconMailForward size={26} />
        </ThemeIcon>
        <Title order={1} fz={26}>
          Password Reset
        </Title>
        <Text>{messages.passwordResetInstructions}</Text>
        <Text c="dimmed" fz="sm">
          {messages.passwordResetSpamHint}
        </Text>
        <Button component={Link} to={paths.login.href()} variant="light" size="md" fullWidth mt="xs">
          Back to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Request a password reset">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            Forgot your password?
          </Title>
          <Text c="dimmed">
            Enter the e-mail of your owner account and we will send you a link to set a new one.
          </Text>
        </Stack>
        {alert.message && <AuthAlert>{alert.message}</AuthAlert>}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="you@example.com"
          size="md"
          maxLength={EMAIL_INPUT_MAX_LENGTH}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormSubmitButton control={form.control} loading={resetRequest.isPending} fullWidth>
          Send reset link
        </FormSubmitButton>
        <BackToSignInLink />
      </Stack>
    </form>
  );
}
