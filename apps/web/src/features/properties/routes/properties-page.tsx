import { Stack, Text, Title } from '@mantine/core';
import { useOwnerProperties } from '../../../shared/api/owner-properties';
import { LoadError } from '../../../shared/ui/load-error';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { PropertiesAreaNav } from '../components/properties-area-nav';
import { PropertiesList } from '../components/properties-list';

/** /owner/properties: the property selection of spec section 2. */
export function PropertiesPage() {
  useDocumentTitle('Properties');
  const properties = useOwnerProperties();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          Properties
        </Title>
        <Text c="dimmed">Choose a property to see its calendar, documents, care reports and details.</Text>
      </Stack>
      <PropertiesAreaNav />
      {properties.isError ? (
        <LoadError
          error={properties.error}
          onRetry={() => void properties.refetch()}
          isRetrying={properties.isFetching}
        />
      ) : (
        <PropertiesList properties={properties.data} />
      )}
    </Stack>
  );
}
