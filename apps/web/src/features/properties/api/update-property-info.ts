import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPropertyInfo, TPropertyUpdateRequest } from '@harborstay/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { ownerPropertiesQuery } from '../../../shared/api/owner-properties';
import { propertyInfoQueryKey } from './get-property-info';

/** PUT /api/owners/owner/properties/: the id and the owner-editable fields only. */
export function updatePropertyInfo(body: TPropertyUpdateRequest) {
  return apiFetch<TPropertyInfo>('/api/owners/owner/properties/', { method: 'PUT', body });
}

export function useUpdatePropertyInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePropertyInfo,
    onSuccess: async (saved) => {
      queryClient.setQueryData(propertyInfoQueryKey(saved.id), saved);
      // The status is now completed, which the property list shows elsewhere.
      await queryClient.invalidateQueries({ queryKey: ownerPropertiesQuery.queryKey });
    },
  });
}
