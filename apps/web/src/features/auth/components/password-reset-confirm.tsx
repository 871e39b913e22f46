import { useState } from 'react';
import { Anchor, Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  ALERT_MS,
  INVITATION_LINK_DAYS,
  messages,
  ZPasswordResetForm,
  type TPasswordResetLinkValid,
  type TResetLinkPurpose,
} from '@harborstay/contracts';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../shared/api/api-client';
import { showFieldErrors } from '../../../shared/api/field-errors';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { FormSubmitButton } from '../../../shared/ui/form-submit-button';
import { sessionStore } from '../../../shared/session/session-store';
import { useBrandName } from '../../../shared/site-config';
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

/** What a link was for, and where an invited owner asks for a new one (decision 0091). */
type Refusal = { purpose: TResetLinkPurpose; contactEmail: string | null };

/** The check's 400 read by hand (a forged link's plain 400 reads as a reset's). */
function refusalOf(error: unknown): Refusal | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const { purpose, contact_email: contactEmail } = error.body;
  return {
    purpose: purpose === 'invitation' ? 'invitation' : 'reset',
    contactEmail: typeof contactEmail === 'string' ? contactEmail : null,
  };
}

/**
 * Step two of a reset, or an invited owner's first screen: the link is checked first, then the
 * new password is asked for twice.
 */
export function PasswordResetConfirm({ uid, token }: ResetLink) {
  const linkCheck = usePasswordResetLink({ uid, token });
  const [isUsedUp, setUsedUp] = useState(false);

  if (linkCheck.isPending) {
    return (
      <Group gap="sm" role="status" py="lg" justify="center">
        <Loader size="sm" aria-hidden />
        <Text>Checking your link…</Text>
      </Group>
    );
  }
  const refusal =
    refusalOf(linkCheck.error) ??
    (isUsedUp ? { purpose: linkCheck.data?.purpose ?? 'reset', contactEmail: null } : undefined);
  if (refusal) return <InvalidResetLink refusal={refusal} />;
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
  return (
    <NewPasswordForm
      link={{ uid, token }}
      account={linkCheck.data}
      onLinkUsedUp={() => {
        setUsedUp(true);
        // Asked again for what the server says now: an invitation's contact comes with its refusal.
        void linkCheck.refetch();
      }}
    />
  );
}

/**
 * A used, expired or forged link: say so plainly and say what to do. A reset link offers a new
 * one; an invitation says how long invitations last and whom to ask for a new one.
 */
function InvalidResetLink({ refusal }: { refusal: Refusal }) {
  const brandName = useBrandName();
  const isInvitation = refusal.purpose === 'invitation';
  return (
    <Stack gap="md" data-testid="reset-link-invalid">
      <ThemeIcon size={48} radius="xl" variant="light" color="red" aria-hidden>
        <IconLinkOff size={26} />
      </ThemeIcon>
      <Title order={1} fz={26}>
        {isInvitation ? 'This invitation no longer works' : 'This link no longer works'}
      </Title>
      {isInvitation ? (
        <>
          <Text>{messages.invitationLinkInvalid}</Text>
          <Text c="dimmed" fz="sm">
            An invitation link works once, for {INVITATION_LINK_DAYS} days, and only the newest one sent to
            you.{' '}
            {refusal.contactEmail ? (
              <>
                Write to <Anchor href={`mailto:${refusal.contactEmail}`}>{refusal.contactEmail}</Anchor> and{' '}
                {brandName} will send you a new one.
              </>
            ) : (
              <>Ask your account manager at {brandName} to send you a new one.</>
            )}{' '}
            If you have already chosen your password, sign in with it.
          </Text>
          <Button component={Link} to={paths.login.href()} size="md" fullWidth>
            Go to sign in
          </Button>
        </>
      ) : (
        <>
          <Text>{messages.passwordResetLinkInvalid}</Text>
          <Text c="dimmed" fz="sm">
            A reset link works once, for one hour, and only until the password is changed. Ask for a new one
            below.
          </Text>
          <Button component={Link} to={paths.passwordReset.href()} size="md" fullWidth>
            Request a new link
          </Button>
          <BackToSignInLink />
        </>
      )}
    </Stack>
  );
}

function NewPasswordForm({
  link,
  account,
  onLinkUsedUp,
}: {
  link: ResetLink;
  account: TPasswordResetLinkValid;
  onLinkUsedUp: () => void;
}) {
  const navigate = useNavigate();
  const brandName = useBrandName();
  const isInvitation = account.purpose === 'invitation';
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
    // The sign-in page greets them with their e-mail filled in.
    const state: LoginNoticeState = {
      notice: isInvitation ? messages.invitationAccepted : messages.passwordResetDone,
      email: account.email,
    };
    navigate(paths.login.href(), { replace: true, state });
  });

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={isInvitation ? 'Choose your password' : 'Set a new password'}
    >
      <Stack gap="md">
        {isInvitation ? (
          <Stack gap={4}>
            <Text fw={600} c="harbor.7">
              Welcome to {brandName}
            </Text>
            <Title order={1} fz={26}>
              Choose your password
            </Title>
            <Text c="dimmed">
              Your owner account for <strong>{account.email}</strong> is ready. Choose the password you will
              sign in with.
            </Text>
          </Stack>
        ) : (
          <Stack gap={4}>
            <Title order={1} fz={26}>
              Choose a new password
            </Title>
            <Text c="dimmed">
              You will sign in with it from now on. Every device signed in to your account is signed out.
            </Text>
          </Stack>
        )}
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
          {isInvitation ? 'Set my password' : 'Set new password'}
        </FormSubmitButton>
        <BackToSignInLink />
      </Stack>
    </form>
  );
}
