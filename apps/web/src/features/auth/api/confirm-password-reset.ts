import { useMutation } from '@tanstack/react-query';
import type { TDetailError, TPasswordResetConfirmRequest } from '@harborstay/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export function confirmPasswordReset(body: TPasswordResetConfirmRequest) {
  return apiFetch<TDetailError>('/api/auth/password/reset/confirm/', { method: 'POST', body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
