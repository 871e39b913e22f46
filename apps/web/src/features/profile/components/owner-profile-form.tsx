import { useState, type ReactNode } from 'react';
import { Grid, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import {
  ALERT_MS,
  messages,
  PROFILE_INPUT_MAX_LENGTH,
  ZOwnerProfileWithPasswordForm,
  type TOwnerProfileRecord,
  type TOwnerProfileWithPasswordForm,
  type TUser,
} from '@harborstay/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { showFieldErrors } from '../../../shared/api/field-errors';
import { SERVER_ERROR_TYPE, useZodForm } from '../../../shared/forms/use-zod-form';
import { FormSection } from '../../../shared/ui/form-section';
import { FormSubmitButton } from '../../../shared/ui/form-submit-button';
import { useTimedMessage } from '../../../shared/ui/use-timed-message';
import { useChangePassword } from '../api/change-password';
import { useSaveOwnerProfile } from '../api/owner-profile';
import { StatusAlert } from '../../../shared/ui/status-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { ConfirmPasswordModal } from './confirm-password-modal';
import { PhotoPanel } from './photo-panel';

export type OwnerProfileFormProps = {
  /** The saved profile, or null for an owner who has none yet. */
  profile: TOwnerProfileRecord | null;
  /** A new profile starts from the signed-in user's names and e-mail. */
  user: TUser;
  /** The /profile page changes the password too; onboarding step 1 does not. */
  withPassword: boolean;
  submitLabel: string;
  /** Shown above the form, e.g. the failure to load the profile. */
  notice?: ReactNode;
  onSaved?: (record: TOwnerProfileRecord) => void;
};

type FormValues = TOwnerProfileWithPasswordForm;
type Feedback = { type: 'success' | 'error'; text: string };
/** A save waiting in 'Confirm it is you' for the current password, with the server's last word on it. */
type PendingConfirmation = { values: FormValues; error?: string; saving: boolean };

const FEEDBACK_ID = 'profile-feedback';

const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'primary_email',
  'secondary_email',
  'address',
  'phone',
] as const;

function toFormValues(profile: TOwnerProfileRecord | null, user: TUser): FormValues {
  return {
    first_name: profile?.first_name ?? user.first_name,
    last_name: profile?.last_name ?? user.last_name,
    primary_email: profile?.primary_email ?? user.email,
    secondary_email: profile?.secondary_email ?? '',
    address: profile?.address ?? '',
    phone: profile?.phone ?? '',
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
}

/**
 * The owner profile form of spec section 5, with the photo panel. Save order of spec section 4:
 * with an old password typed, the password change runs first and the profile saves only if it
 * succeeded. A new primary e-mail (the sign-in e-mail) needs the current password: after a
 * password change in the same save that is the new password; otherwise 'Confirm it is you' asks
 * for it before the profile is sent (docs/decisions 0010).
 */
export function OwnerProfileForm({
  profile,
  user,
  withPassword,
  submitLabel,
  notice,
  onSaved,
}: OwnerProfileFormProps) {
  const saveProfile = useSaveOwnerProfile();
  const changePassword = useChangePassword();
  const feedback = useTimedMessage<Feedback>(ALERT_MS.profile);
  // undefined: the photo as saved; null: removed; a data URL: newly chosen.
  const [picture, setPicture] = useState<string | null | undefined>(undefined);
  const [pictureError, setPictureError] = useState<string>();
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const form = useZodForm({
    schema: ZOwnerProfileWithPasswordForm,
    defaultValues: toFormValues(profile, user),
  });
  const { errors, isSubmitting } = form.formState;
  const shownPicture = picture === undefined ? (profile?.picture ?? null) : picture;

  const show = (next: Feedback) => {
    feedback.show(next);
    // After the alert renders: bring it into view, as the owner may be far down the form.
    requestAnimationFrame(() =>
      document.getElementById(FEEDBACK_ID)?.scrollIntoView?.({ behavior: 'smooth', block: 'center' }),
    );
  };

  const focusOldPassword = () => {
    form.setFocus('oldPassword');
    document
      .getElementById('profile-old-password')
      ?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  };

  /** Runs the password change; false when it failed (the reason is already shown). */
  const runPasswordChange = async (values: FormValues) => {
    try {
      await changePassword.mutateAsync({
        old_password: values.oldPassword,
        new_password1: values.newPassword,
        new_password2: values.confirmPassword,
      });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        if (error.fieldErrors('old_password').length > 0) {
          form.setError('oldPassword', { type: SERVER_ERROR_TYPE, message: messages.wrongOldPassword });
          focusOldPassword();
          return false;
        }
        const [newMessage] = error.fieldErrors('new_password1');
        const [confirmMessage] = error.fieldErrors('new_password2');
        if (newMessage) form.setError('newPassword', { type: SERVER_ERROR_TYPE, message: newMessage });
        if (confirmMessage) {
          form.setError('confirmPassword', { type: SERVER_ERROR_TYPE, message: confirmMessage });
        }
        if (newMessage || confirmMessage) return false;
      }
      if (!(error instanceof ApiError)) console.error('Password change failed', error);
      show({
        type: 'error',
        text: error instanceof ApiError && error.status === 429 ? error.message : messages.profileSaveFailed,
      });
      return false;
    }
  };

  /** Saves the profile; `currentPassword` goes along when the primary e-mail changes. */
  const runProfileSave = async (values: FormValues, currentPassword?: string) => {
    try {
      const record = await saveProfile.mutateAsync({
        first_name: values.first_name,
        last_name: values.last_name,
        primary_email: values.primary_email,
        secondary_email: values.secondary_email,
        address: values.address,
        phone: values.phone,
        ...(picture === undefined ? {} : { picture }),
        ...(currentPassword === undefined ? {} : { current_password: currentPassword }),
      });
      setConfirmation(null);
      setPicture(undefined);
      form.reset(toFormValues(record, user));
      show({ type: 'success', text: messages.profileSaved });
      onSaved?.(record);
    } catch (error) {
      // The server's word on the current password (missing, wrong, too many tries) shows in the dialog.
      if (error instanceof ApiError) {
        const [passwordMessage] = error.fieldErrors('current_password');
        const dialogMessage = passwordMessage ?? (error.status === 429 ? error.message : undefined);
        if (dialogMessage) {
          setConfirmation({ values, saving: false, error: dialogMessage });
          return;
        }
      }
      setConfirmation(null);
      if (error instanceof ApiError && error.status === 400) {
        showFieldErrors(form.setError, error, PROFILE_FIELDS);
        setPictureError(error.fieldErrors('picture')[0]);
      } else if (!(error instanceof ApiError)) {
        console.error('Profile save failed', error);
      }
      show({ type: 'error', text: messages.profileSaveFailed });
    }
  };

  const currentEmail = profile?.primary_email ?? user.email;

  const handleSubmit = form.handleSubmit(async (values) => {
    feedback.clear();
    setPictureError(undefined);
    const changesPassword = withPassword && Boolean(values.oldPassword);
    if (changesPassword && !(await runPasswordChange(values))) return;
    // The form's values are trimmed and lower-cased as the server compares them.
    const changesEmail = values.primary_email !== currentEmail.toLowerCase();
    if (changesEmail && !changesPassword) {
      setConfirmation({ values, saving: false });
      return;
    }
    // The change just proved the old password; the new one is the current password now.
    await runProfileSave(values, changesEmail ? values.newPassword : undefined);
  });

  const confirmAndSave = async (currentPassword: string) => {
    if (!confirmation) return;
    setConfirmation({ values: confirmation.values, saving: true });
    await runProfileSave(confirmation.values, currentPassword);
  };

  const [firstName, lastName] = useWatch({ control: form.control, name: ['first_name', 'last_name'] });
  const fullName = `${firstName} ${lastName}`.trim();
  const pendingEmail = profile?.pending_primary_email;

  return (
    <>
      <form onSubmit={handleSubmit} noValidate aria-label="Owner profile">
        <Stack gap="lg">
          {notice}
          <div id={FEEDBACK_ID}>
            {feedback.message && (
              <StatusAlert type={feedback.message.type} testId="profile-alert">
                {feedback.message.text}
              </StatusAlert>
            )}
          </div>
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <PhotoPanel
                picture={shownPicture}
                name={fullName}
                email={profile?.primary_email ?? user.email}
                onChange={(next) => {
                  setPictureError(undefined);
                  setPicture(next);
                }}
                error={pictureError}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="lg">
                <FormSection title="Name">
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      label="First name"
                      required
                      autoComplete="given-name"
                      maxLength={PROFILE_INPUT_MAX_LENGTH.name}
                      error={errors.first_name?.message}
                      {...form.register('first_name')}
                    />
                    <TextInput
                      label="Last name"
                      required
                      autoComplete="family-name"
                      maxLength={PROFILE_INPUT_MAX_LENGTH.name}
                      error={errors.last_name?.message}
                      {...form.register('last_name')}
                    />
                  </SimpleGrid>
                </FormSection>
                <FormSection title="Contact Information">
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      label="Primary email"
                      type="email"
                      required
                      autoComplete="email"
                      maxLength={PROFILE_INPUT_MAX_LENGTH.email}
                      description={
                        pendingEmail
                          ? `Waiting for confirmation: ${pendingEmail}. Follow the link we sent there.`
                          : 'Also your sign-in e-mail'
                      }
                      error={errors.primary_email?.message}
                      {...form.register('primary_email')}
                    />
                    <TextInput
                      label="Secondary email"
                      type="email"
                      autoComplete="off"
                      maxLength={PROFILE_INPUT_MAX_LENGTH.email}
                      description="Optional"
                      error={errors.secondary_email?.message}
                      {...form.register('secondary_email')}
                    />
                  </SimpleGrid>
                  <TextInput
                    label="Address"
                    required
                    autoComplete="street-address"
                    placeholder="Street, city, state and ZIP code"
                    maxLength={PROFILE_INPUT_MAX_LENGTH.address}
                    error={errors.address?.message}
                    {...form.register('address')}
                  />
                  <TextInput
                    label="Phone"
                    type="tel"
                    required
                    autoComplete="tel"
                    placeholder="+13035550142"
                    description="A plus sign, then 10 to 20 digits"
                    maxLength={PROFILE_INPUT_MAX_LENGTH.phone}
                    error={errors.phone?.message}
                    {...form.register('phone')}
                  />
                </FormSection>
                {withPassword && (
                  <FormSection title="Password change">
                    <Text c="dimmed" fz="sm" mt={-8}>
                      Leave these empty to keep your password.
                    </Text>
                    <PasswordField
                      id="profile-old-password"
                      label="Old password"
                      autoComplete="current-password"
                      error={errors.oldPassword?.message}
                      toggleLabel="Show or hide the old password"
                      {...form.register('oldPassword')}
                    />
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <PasswordField
                        label="New password"
                        autoComplete="new-password"
                        maxLength={51}
                        error={errors.newPassword?.message}
                        toggleLabel="Show or hide the new password"
                        {...form.register('newPassword')}
                      />
                      <PasswordField
                        label="Confirm new password"
                        autoComplete="new-password"
                        maxLength={51}
                        error={errors.confirmPassword?.message}
                        toggleLabel="Show or hide the confirmation"
                        {...form.register('confirmPassword')}
                      />
                    </SimpleGrid>
                  </FormSection>
                )}
                <Group justify="flex-end">
                  <FormSubmitButton control={form.control} loading={isSubmitting}>
                    {submitLabel}
                  </FormSubmitButton>
                </Group>
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      </form>
      {/* Beside the form, not inside it: the dialog's own form must not submit this one. */}
      {confirmation && (
        <ConfirmPasswordModal
          newEmail={confirmation.values.primary_email}
          error={confirmation.error}
          loading={confirmation.saving}
          onConfirm={(currentPassword) => void confirmAndSave(currentPassword)}
          onCancel={() => {
            if (!confirmation.saving) setConfirmation(null);
          }}
        />
      )}
    </>
  );
}
