import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { OwnerProfileEditor } from '../components/owner-profile-editor';

/** 'My Owner Profile' (/profile): names, contact information, password and photo. */
export function ProfilePage() {
  useDocumentTitle('My Owner Profile');

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          My Owner Profile
        </Title>
        <Text c="dimmed">How we reach you, and how you sign in.</Text>
      </Stack>
      <OwnerProfileEditor withPassword submitLabel="Save Changes" />
    </Stack>
  );
}
