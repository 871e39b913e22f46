import { useState } from 'react';
import { Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ALERT_MS, messages, ZPasswordResetForm } from '@harborstay/contracts';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../shared/api/api-client';
import { showFieldErrors } from '../../../shared/api/field-errors';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { FormSubmitButton } from '../../../shared/ui/form-submit-button';
import { sessionStore } from '../../../shared/session/session-store';
import { useTimedMessage } from '../../../shared/ui/use-timed-message';
import { PasswordField } from '../../../shared/ui/password-field';
import { usePasswordResetLink } from '../api/check-password-reset-link';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { AuthAlert } from './auth-alert';
import { BackToSignInLink } from './back-to-sign-in-link';
import type { LoginNoticeState } from './password-reset-notice';

/** Input maxLength of spec section 5 'New password (reset)'. */
const PASSWORD_INPUT_MAX_LENGTH = 51;

type ResetLink = { uid: string; token: string };

/** Step two of a reset: the link is checked first, then the new password is asked for twice. */
export function PasswordResetConfirm({ uid, token }: ResetLink) {
  const linkCheck = usePasswordResetLink({ uid, token });
  const [isUsedUp, setUsedUp] = useState(false);

  if (linkCheck.isPending) {
    return (
      <Group gap="sm" role="status" py="lg" justify="center">
        <Loader size="sm" aria-hidden />
        <Text>Checking your reset link…</Text>
      </Group>
    );
  }
  const isInvalid = isUsedUp || (linkCheck.error instanceof ApiError && linkCheck.error.status === 400);
  if (isInvalid) return <InvalidResetLink />;
  if (linkCheck.isError) {
    return (
      <Stack gap="md">
        <Title order={1} fz={26}>
          Password Reset
        </Title>
        <AuthAlert>{messages.loginFailed}</AuthAlert>
        <Button variant="light" onClick={() => void linkCheck.refetch()}>
          Try again
        </Button>
        <BackToSignInLink />
      </Stack>
    );
  }
  return <NewPasswordForm link={{ uid, token }} onLinkUsedUp={() => setUsedUp(true)} />;
}

/** A used, expired or forged link: say so plainly and offer a new one. */
function InvalidResetLink() {
  return (
    <Stack gap="md" data-testid="reset-link-invalid">
      <ThemeIcon size={48} radius="xl" variant="light" color="red" aria-hidden>
        <IconLinkOff size={26} />
      </ThemeIcon>
      <Title order={1} fz={26}>
        This link no longer works
      </Title>
      <Text>{messages.passwordResetLinkInvalid}</Text>
      <Text c="dimmed" fz="sm">
        A reset link works once, for one hour, and only until the password is changed. Ask for a new one
        below.
      </Text>
      <Button component={Link} to={paths.passwordReset.href()} size="md" fullWidth>
        Request a new link
      </Button>
      <BackToSignInLink />
    </Stack>
  );
}

function NewPasswordForm({ link, onLinkUsedUp }: { link: ResetLink; onLinkUsedUp: () => void }) {
  const navigate = useNavigate();
  const confirmReset = useConfirmPasswordReset();
  const alert = useTimedMessage<string>(ALERT_MS.password);
  const form = useZodForm({
    schema: ZPasswordResetForm,
    defaultValues: { new_password1: '', new_password2: '' },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    alert.clear();
    try {
      await confirmReset.mutateAsync({ ...link, ...values });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        if (error.fieldErrors('non_field_errors').length > 0) return onLinkUsedUp();
        showFieldErrors(form.setError, error, ['new_password1', 'new_password2']);
        return;
      }
      console.error('Password reset failed', error);
      alert.show(messages.loginFailed);
      return;
    }
    // Every session of this user has just ended on the server; one kept in this browser is stale.
    if (sessionStore.get()) sessionStore.clearAll();
    const state: LoginNoticeState = { notice: messages.passwordResetDone };
    navigate(paths.login.href(), { replace: true, state });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Set a new password">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            Choose a new password
          </Title>
          <Text c="dimmed">
            You will sign in with it from now on. Every device signed in to your account is signed out.
          </Text>
        </Stack>
        {alert.message && <AuthAlert>{alert.message}</AuthAlert>}
        <PasswordField
          label="New password"
          description="At least 8 characters, with a number, a lowercase and an uppercase letter, and a symbol."
          autoComplete="new-password"
          size="md"
          maxLength={PASSWORD_INPUT_MAX_LENGTH}
          error={errors.new_password1?.message}
          toggleLabel="Show or hide the new password"
          {...form.register('new_password1')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          size="md"
          maxLength={PASSWORD_INPUT_MAX_LENGTH}
          error={errors.new_password2?.message}
          toggleLabel="Show or hide the confirmation"
          {...form.register('new_password2')}
        />
        <FormSubmitButton control={form.control} loading={confirmReset.isPending} fullWidth>
          Set new password
        </FormSubmitButton>
        <BackToSignInLink />
      </Stack>
    </form>
  );
}
