import { Skeleton, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadError } from '../../../shared/ui/load-error';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { usePropertyInfo } from '../api/get-property-info';
import { PropertyInfoForm } from '../components/property-info-form';
import { parsePropertyId } from '../../../shared/property/current-property';

/** /owner/property-details/{id}: shown inside PropertyLayout, which handles foreign ids. */
export function PropertyInfoPage() {
  useDocumentTitle('Property Info');
  const property = usePropertyInfo(parsePropertyId(useParams().id));
  return (
    <Stack gap="lg">
      <Title order={1} fz={26}>
        Property Info
      </Title>
      {property.data ? (
        <PropertyInfoForm key={property.data.id} property={property.data} />
      ) : property.isError ? (
        <LoadError
          error={property.error}
          onRetry={() => void property.refetch()}
          isRetrying={property.isFetching}
        />
      ) : (
        <Skeleton h={480} radius="lg" />
      )}
    </Stack>
  );
}
