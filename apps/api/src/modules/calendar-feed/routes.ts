import type { FastifyPluginAsync } from 'fastify';
import { calendarFeedEndpoints } from '@harborstay/contracts';
import { isNotFound } from '../../errors';
import { route } from '../../lib/route';
import { systemClock, type Clock } from '../../plugins/rate-limits';
import { feedAddress, isNotModified, resetFeedAddress, serveFeed, type CalendarFeedDeps } from './service';

export type CalendarFeedRouteOptions = { brandName: string; publicUrl: string; clock?: Clock };

/** The calendar feed (issue 27, item 3; decision 0057): the owner's address of it, and the feed. */
export const calendarFeedRoutes: FastifyPluginAsync<CalendarFeedRouteOptions> = async (app, options) => {
  const clock = options.clock ?? systemClock;
  const deps = (): CalendarFeedDeps => ({
    db: app.db,
    brandName: options.brandName,
    publicUrl: options.publicUrl,
  });

  route(app, calendarFeedEndpoints.address, async ({ scope, params }) =>
    feedAddress(deps(), scope, params.id),
  );
  route(app, calendarFeedEndpoints.reset, async ({ scope, params }) =>
    resetFeedAddress(deps(), scope, params.id),
  );

  route(app, calendarFeedEndpoints.feed, async ({ params, request, reply }) => {
    // An unknown token counts against the client address's budget (issue 43); a known one never does.
    const answer = await serveFeed(deps(), params.token, clock.now()).catch((error: unknown) =>
      isNotFound(error) ? app.rateLimits.unknownTokens.refuse(request.ip, error) : Promise.reject(error),
    );
    // Not the API's no-store: the device that subscribed may keep its calendar, and asks again with
    // the ETag; private, so that no shared cache serves an address after it was reset.
    reply.header('cache-control', 'private, no-cache');
    reply.header('etag', answer.etag);
    reply.header('x-robots-tag', 'noindex');
    if (isNotModified(request.headers['if-none-match'], answer.etag)) {
      reply.status(304);
      return '';
    }
    reply.type('text/calendar; charset=utf-8');
    return answer.render();
  });
};
