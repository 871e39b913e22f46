import { Grid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { NotificationSettings } from '../components/notification-settings';
import { OwnerProfileEditor } from '../components/owner-profile-editor';

/** 'My Owner Profile' (/profile): names, contact information, password and photo, and the e-mails wanted. */
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
      {/* Under the profile form's column; a form of its own, saved on its own. */}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }} offset={{ base: 0, md: 4 }}>
          <NotificationSettings />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
