import type { FastifyPluginAsync } from 'fastify';
import { calendarEndpoints } from '@harborstay/contracts';
import { route } from '../../lib/route';
import {
  createBlock,
  createStay,
  getReservation,
  listCalendarPrices,
  listPropertyReservations,
  updateBlock,
  updateStay,
  type CalendarDeps,
} from './service';

export type CalendarRouteOptions = {
  brandName: string;
  operationsEmail?: string;
  /** Set when PROVIDER_WEBHOOK_URL is (decision 0046): every change becomes an owner event. */
  ownerEvents?: { alertAfterMs: number };
  /** Set when Guesty is configured: a linked property's stays and blocks are written to it. */
  isGuestyPushed?: boolean;
};

export const calendarRoutes: FastifyPluginAsync<CalendarRouteOptions> = async (app, options) => {
  const deps = (): CalendarDeps => ({
    db: app.db,
    wakeJobs: app.jobs.wake,
    brandName: options.brandName,
    operationsEmail: options.operationsEmail,
    ownerEvents: options.ownerEvents,
    isGuestyPushed: options.isGuestyPushed,
  });

  route(app, calendarEndpoints.reservations, async ({ scope, params, query }) =>
    listPropertyReservations(deps(), scope, { propertyId: params.id, ...query }),
  );
  route(app, calendarEndpoints.createStay, async ({ scope, body }) => createStay(deps(), scope, body));
  route(app, calendarEndpoints.reservation, async ({ scope, params }) =>
    getReservation(deps(), scope, params.id),
  );
  route(app, calendarEndpoints.updateStay, async ({ scope, params, body }) =>
    updateStay(deps(), scope, params.id, body),
  );
  route(app, calendarEndpoints.createBlock, async ({ scope, params, body }) =>
    createBlock(deps(), scope, params.propertyId, body),
  );
  route(app, calendarEndpoints.updateBlock, async ({ scope, params, body }) =>
    updateBlock(deps(), scope, params.propertyId, body),
  );
  route(app, calendarEndpoints.prices, async ({ scope, params }) =>
    listCalendarPrices(deps(), scope, {
      propertyId: params.id,
      startDate: params.startDate,
      endDate: params.endDate,
    }),
  );
};
