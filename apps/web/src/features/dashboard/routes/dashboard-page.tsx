import { Text } from '@mantine/core';
import { useSession } from '../../../shared/session/session-store';
import { PageNotBuilt } from '../../../shared/ui/page-not-built';

export function DashboardPage() {
  const session = useSession();
  return (
    <PageNotBuilt
      title="Dashboard"
      intro={<Text c="dimmed">Welcome back{session ? `, ${session.user.first_name}` : ''}.</Text>}
    />
  );
}
