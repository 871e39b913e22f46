import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Makes `app.close()` wait for every request handler still running. Fastify's close waits for the
 * open connections, not for the requests: a client that gives up closes its connection while the
 * handler still queries the database, so close resolved and the database closed under it
 * ("Cannot use a pool after calling end on the pool"). A request counts from `onRequest` until
 * its answer is handed over (`onSend`, which runs for a client that has gone too), or until
 * `onResponse` for an answer sent without it.
 */
export const requestsInFlightPlugin = fp(
  async (app: FastifyInstance, options: { shutdownWaitMs: number }) => {
    const inFlight = new Set<FastifyRequest>();
    let whenIdle: (() => void) | undefined;

    const done = (request: FastifyRequest) => {
      if (inFlight.delete(request) && inFlight.size === 0) whenIdle?.();
    };

    app.addHook('onRequest', async (request) => {
      inFlight.add(request);
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      done(request);
      return payload;
    });
    app.addHook('onResponse', async (request) => done(request));

    // onClose hooks run last-registered first: registered after the plugins whose close needs the
    // handlers finished (the job worker), this one runs before them.
    app.addHook('onClose', async () => {
      if (inFlight.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const idle = new Promise<void>((resolve) => (whenIdle = resolve));
      const timeout = new Promise<'timeout'>(
        (resolve) => (timer = setTimeout(resolve, options.shutdownWaitMs, 'timeout')),
      );
      const outcome = await Promise.race([idle, timeout]);
      clearTimeout(timer);
      if (outcome === 'timeout')
        app.log.warn({ requests: inFlight.size }, 'closing with requests still running');
    });
  },
);
