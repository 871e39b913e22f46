import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  notificationEndpoints,
  unsubscribePagePath,
  ZBadRequest,
  ZUnsubscribeParams,
} from '@harborstay/contracts';
import { route } from '../../lib/route';
import type { UnsubscribeSigner } from '../../notifications/unsubscribe-token';
import { readSettings, writeSettings } from '../../notifications/settings';
import { unsubscribe } from './service';

export type NotificationRoutesOptions = { unsubscribeSigner: UnsubscribeSigner; publicUrl: string };

/** The owner's notification settings, and the unsubscribe address every notification e-mail carries. */
export const notificationRoutes: FastifyPluginAsync<NotificationRoutesOptions> = async (app, options) => {
  route(app, notificationEndpoints.get, async ({ scope }) => readSettings(app.db, scope.userId));

  route(app, notificationEndpoints.put, async ({ scope, body }) => {
    await writeSettings(app.db, scope.userId, body);
    return readSettings(app.db, scope.userId);
  });

  // RFC 8058: a mail client's one-click POST is a form (`List-Unsubscribe=One-Click`), urlencoded or
  // multipart; its content says nothing the address does not, so it is read and left. In this
  // context only: no other route takes a form.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, undefined),
    );
  route(app, notificationEndpoints.unsubscribe, async ({ params }) =>
    unsubscribe(app.db, options.unsubscribeSigner, params.token),
  );

  // The same address opened in a browser (or fetched by a mail scanner) changes nothing: it leads
  // to the page whose button makes the POST above. A redirect, which the route helper's one 2xx
  // success cannot declare, so it is registered here with its schema.
  const base = options.publicUrl.replace(/\/$/, '');
  app.get(
    '/api/owners/notifications/unsubscribe/:token/',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'notificationUnsubscribePage',
        tags: ['notifications'],
        summary: 'The page of an unsubscribe address: answers 303 to it, changes nothing',
        security: [],
        params: ZUnsubscribeParams,
        // A redirect has no body (plugins/openapi.ts documents it so); a malformed token is a 400.
        response: { 303: z.null(), 400: ZBadRequest },
      },
    },
    async (request, reply) => {
      const { token } = request.params as { token: string };
      return reply.redirect(`${base}${unsubscribePagePath(token)}`, 303);
    },
  );
};
