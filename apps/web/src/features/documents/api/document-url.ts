import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentCalls } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerKeys } from '../../../shared/api/owner-query-keys';

/** A signed, expiring address of a document's file (valid for minutes): asked for each use. */
export function getDocumentUrl(propertyId: number, id: number) {
  return callEndpoint(documentCalls.url, { params: { propertyId, id } });
}

/** The address the preview pane loads; refreshed before it expires. */
export const documentUrlQuery = (propertyId: number, id: number) =>
  queryOptions({
    queryKey: [...ownerKeys.documents(propertyId), id, 'url'],
    queryFn: () => getDocumentUrl(propertyId, id),
    // Addresses live 5 minutes: a fresh one well before that, and none merely for a refocus.
    staleTime: 4 * 60_000,
    refetchOnWindowFocus: false,
  });

export function useDocumentUrl(propertyId: number, id: number | null) {
  return useQuery({ ...documentUrlQuery(propertyId, id ?? 0), enabled: id !== null });
}
