import { propertyCalls, type TEndpointBody, type propertyEndpoints } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';
import { useWriteMutation } from '../../../shared/api/owner-writes';

/** Saves the id and the owner-editable fields only. */
export function updatePropertyInfo(body: TEndpointBody<typeof propertyEndpoints.update>) {
  return callEndpoint(propertyCalls.update, { body });
}

export function useUpdatePropertyInfo() {
  return useWriteMutation({
    mutationFn: updatePropertyInfo,
    touches: (saved) => ({ kind: 'property-info', saved }),
  });
}
