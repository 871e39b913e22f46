import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { documentCalls, type TDocumentListQuery } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerKeys } from '../../../shared/api/owner-query-keys';

/** The property's documents under the filters. */
export const documentsQuery = (propertyId: number, filters: TDocumentListQuery) =>
  queryOptions({
    queryKey: [...ownerKeys.documents(propertyId), filters],
    queryFn: ({ signal }) =>
      callEndpoint(documentCalls.list, { params: { propertyId }, query: filters, signal }),
  });

export function useDocuments(propertyId: number | null, filters: TDocumentListQuery) {
  // The previous filter's list stays on screen while the next one loads: no flash of skeleton.
  return useQuery({
    ...documentsQuery(propertyId ?? 0, filters),
    enabled: propertyId !== null,
    placeholderData: keepPreviousData,
  });
}
