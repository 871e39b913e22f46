import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

export type ChangePasswordBody = { old_password: string; new_password1: string; new_password2: string };

/** The server checks the old password in this same call; the current session stays signed in. */
export function changePassword(body: ChangePasswordBody) {
  return apiFetch<{ detail: string }>('/api/auth/password/change/', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
