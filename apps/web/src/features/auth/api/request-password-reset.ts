import { useMutation } from '@tanstack/react-query';
import type { TDetailError, TPasswordResetRequest } from '@harborstay/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export function requestPasswordReset(body: TPasswordResetRequest) {
  return apiFetch<TDetailError>('/api/auth/password/reset/', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
