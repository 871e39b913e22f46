import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { ALERT_MS, messages, ZLoginForm, type TLoginForm } from '@harborstay/contracts';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../shared/api/api-client';
import { afterSignInPath } from '../../../shared/session/return-to';
import { sessionStore } from '../../../shared/session/session-store';
import { useTimedMessage } from '../../../shared/ui/use-timed-message';
import { PasswordField } from '../../../shared/ui/password-field';
import { useLogin } from '../api/login';
import { AuthAlert } from './auth-alert';

// The dialog's code (overlay, focus trap, scroll lock) is fetched when it is first opened, not
// with the sign-in page.
const RequestAccountModal = lazy(() =>
  import('./request-account-modal').then((module) => ({ default: module.RequestAccountModal })),
);

/** The sign-in form of spec section 2. */
export function LoginForm({ email = '' }: { email?: string }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = useLogin();
  const alert = useTimedMessage<string>(ALERT_MS.login);
  const [isRequestOpen, setRequestOpen] = useState(false);
  // Mounted from the first opening on, so that closing still plays its transition.
  const [hasRequestOpened, setRequestOpened] = useState(false);
  const handleRequestOpen = () => {
    setRequestOpened(true);
    setRequestOpen(true);
  };
  const form = useForm<TLoginForm>({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { email, password: '', remember: false },
    // Checked on Sign In, then again as the owner corrects: leaving a field empty for the
    // 'Request Owner Account' dialog or the reset link is no mistake to flag.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    alert.clear();
    try {
      const session = await login.call({
        username: values.email.trim().toLowerCase(),
        password: values.password,
        remember: values.remember,
      });
      sessionStore.set(session);
      // The page that sent the owner here (an e-mailed statement link, say), else the dashboard.
      navigate(afterSignInPath(search), { replace: true });
    } catch (error) {
      // Spec section 8: any non-OK answer is a rejection; only a failure to get one is an error.
      if (error instanceof ApiError) {
        alert.show(error.status === 429 ? error.message : messages.loginRejected);
        return;
      }
      console.error('Sign-in failed', error);
      alert.show(messages.loginFailed);
    }
  });

  return (
    <>
      <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
        <Stack gap="md">
          {alert.message && <AuthAlert testId="login-alert">{alert.message}</AuthAlert>}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            placeholder="you@example.com"
            size="md"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            size="md"
            error={errors.password?.message}
            toggleLabel="Show or hide password"
            {...form.register('password')}
          />
          <Group justify="space-between">
            <Controller
              control={form.control}
              name="remember"
              render={({ field }) => (
                <Checkbox
                  label="Remember me"
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            <Anchor component={Link} to={paths.passwordReset.href()} fz="sm" fw={500}>
              Reset Password
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            Sign In
          </Button>
          <Button variant="default" size="md" fullWidth onClick={handleRequestOpen}>
            Request Owner Account
          </Button>
        </Stack>
      </form>
      {/* Beside the form, not inside it: React bubbles the dialog's own submit through its portal. */}
      {hasRequestOpened && (
        <Suspense fallback={null}>
          <RequestAccountModal opened={isRequestOpen} onClose={() => setRequestOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
