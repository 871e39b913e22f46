import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountCalls, type TEndpointBody, type accountEndpoints } from '@harborstay/contracts';
import { callEndpoint } from '../../../shared/api/api-client';

type TLink = TEndpointBody<typeof accountEndpoints.checkPasswordResetLink>;

export function checkPasswordResetLink(link: TLink) {
  return callEndpoint(accountCalls.checkPasswordResetLink, { body: link });
}

/** Asked each time the page opens: a link used a minute ago in another tab must not look valid. */
export const passwordResetLinkQuery = (link: TLink) =>
  queryOptions({
    queryKey: ['password-reset-link', link.uid, link.token],
    queryFn: () => checkPasswordResetLink(link),
    staleTime: 0,
    gcTime: 0,
  });

export function usePasswordResetLink(link: TLink) {
  return useQuery(passwordResetLinkQuery(link));
}
