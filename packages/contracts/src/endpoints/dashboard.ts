import { ZDashboard, ZDashboardQuery } from '../dashboard';
import { defineEndpoint } from '../endpoint';
import { dashboardRoutes } from '../routes';

export const dashboardEndpoints = {
  figures: defineEndpoint({
    ...dashboardRoutes.figures,
    auth: 'owner',
    tag: 'dashboard',
    summary: "The dashboard's figures over the selected properties",
    description:
      "Repeat `id` to select properties (`?id=1&id=2`); without one, all of the caller's. Ids that are not " +
      "the caller's are ignored; when none is left, all of the caller's properties count.",
    query: ZDashboardQuery,
    responses: { 200: ZDashboard },
  }),
};
