import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDetailError, TPasswordResetCheckRequest } from '@harborstay/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export function checkPasswordResetLink(link: TPasswordResetCheckRequest) {
  return apiFetch<TDetailError>('/api/auth/password/reset/check/', { method: 'POST', body: link });
}

/** Asked each time the page opens: a link used a minute ago in another tab must not look valid. */
export const passwordResetLinkQuery = (link: TPasswordResetCheckRequest) =>
  queryOptions({
    queryKey: ['password-reset-link', link.uid, link.token],
    queryFn: () => checkPasswordResetLink(link),
    staleTime: 0,
    gcTime: 0,
  });

export function usePasswordResetLink(link: TPasswordResetCheckRequest) {
  return useQuery(passwordResetLinkQuery(link));
}
