import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@harborstay/contracts';
import { PasswordField } from '../../../shared/ui/password-field';

export type ConfirmPasswordModalProps = {
  /** The new primary e-mail the owner asked for. */
  newEmail: string;
  /** The server's message for the password (wrong, or too many tries), if any. */
  error?: string;
  loading: boolean;
  onConfirm: (currentPassword: string) => void;
  onCancel: () => void;
};

/**
 * 'Confirm it is you': the primary e-mail is the sign-in e-mail, so changing it needs the
 * current password (docs/decisions 0010). Rendered only while it is open, so each opening
 * starts empty.
 */
export function ConfirmPasswordModal({
  newEmail,
  error,
  loading,
  onConfirm,
  onCancel,
}: ConfirmPasswordModalProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const shownError = missing ? messages.currentPasswordRequired : error;

  // A refused password is typed again: back to the field.
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (!password) {
      setMissing(true);
      inputRef.current?.focus();
      return;
    }
    onConfirm(password);
  };

  return (
    <Modal opened onClose={onCancel} title="Confirm it is you" centered radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">
            Your primary e-mail is also the e-mail you sign in with. To change it to{' '}
            <Text span fw={600}>
              {newEmail}
            </Text>
            , enter your current password. We then send a confirmation link to the new address.
          </Text>
          <PasswordField
            ref={inputRef}
            label="Current password"
            required
            autoComplete="current-password"
            data-autofocus
            maxLength={256}
            value={password}
            error={shownError}
            toggleLabel="Show or hide the current password"
            onChange={(event) => {
              setMissing(false);
              setPassword(event.currentTarget.value);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              Confirm and save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
