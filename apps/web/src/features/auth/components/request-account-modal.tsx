import { Button, Modal, Stack, Text } from '@mantine/core';
import { useBrandName } from '../../../shared/site-config';

/** Owner accounts are opened by the provider; this tells a prospective owner how to get one. */
export function RequestAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const brandName = useBrandName();
  return (
    <Modal opened={opened} onClose={onClose} title="Request an owner account" centered radius="lg">
      <Stack gap="md">
        <Text>
          Owner accounts are opened by the {brandName} team when your management agreement is signed. You then
          receive an e-mail with a link to set your password.
        </Text>
        <Text c="dimmed" fz="sm">
          Already signed with us but no e-mail yet? Ask your account manager, or check your spam folder.
        </Text>
        <Button onClick={onClose} variant="light" fullWidth>
          Got it
        </Button>
      </Stack>
    </Modal>
  );
}
