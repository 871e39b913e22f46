import { defineEndpoint } from '../endpoint';
import { coOwnerRoutes } from '../routes';
import { ZOwnerCoOwnersList } from '../property';

export const coOwnerEndpoints = {
  list: defineEndpoint({
    ...coOwnerRoutes.list,
    auth: 'owner',
    tag: 'owners',
    summary: "The caller's owner profile with co_owners_data: the other owners of each property",
    description: 'Names only: the e-mails and phones of other owners are never sent.',
    responses: { 200: ZOwnerCoOwnersList },
  }),
};
