import { useMutation } from '@tanstack/react-query';
import type { TLoginRequest, TLoginResponse } from '@harborstay/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export function login(body: TLoginRequest) {
  return apiFetch<TLoginResponse>('/api/auth/login/', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
