import { useMutation, useQueryClient } from '@tanstack/react-query';
import { propertyEndpoints, type TEndpointBody } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { ownerPropertiesQuery } from '../../../shared/api/owner-properties';
import { propertyInfoQueryKey } from './get-property-info';

/** Saves the id and the owner-editable fields only. */
export function updatePropertyInfo(body: TEndpointBody<typeof propertyEndpoints.update>) {
  return callEndpoint(propertyEndpoints.update, { body });
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
