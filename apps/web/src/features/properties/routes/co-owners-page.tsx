import { Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../../../shared/ui/load-error';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useCoOwners } from '../api/get-co-owners';
import { CoOwnerCards } from '../components/co-owner-cards';
import { PropertiesAreaNav } from '../components/properties-area-nav';

/** /owner/co-owners: the other owners of the owner's properties, names only. */
export function CoOwnersPage() {
  useDocumentTitle('Co-owners');
  const coOwners = useCoOwners();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          Co-owners
        </Title>
        <Text c="dimmed">The people who own your properties with you.</Text>
      </Stack>
      <PropertiesAreaNav />
      {coOwners.isError ? (
        <LoadError
          error={coOwners.error}
          onRetry={() => void coOwners.refetch()}
          isRetrying={coOwners.isFetching}
        />
      ) : (
        <CoOwnerCards list={coOwners.data} isLoading={coOwners.isPending} />
      )}
    </Stack>
  );
}
