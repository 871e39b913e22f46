import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { requestsInFlightPlugin } from './requests-in-flight';

/** A promise and the function that settles it. */
function signal() {
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  return { settle, settled };
}

it('lets close resolve only once a handler whose client gave up has finished', async () => {
  const app = Fastify();
  await app.register(requestsInFlightPlugin, { shutdownWaitMs: 10_000 });
  const started = signal();
  const aborted = signal();
  const release = signal();
  let handlerFinished = false;
  app.addHook('onRequestAbort', async (_request) => aborted.settle());
  app.get('/slow', async () => {
    started.settle();
    await release.settled;
    handlerFinished = true;
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  // The client gives up: its connection is gone, so Fastify's own close has nothing to wait for.
  const request = http.get(`http://127.0.0.1:${port}/slow`);
  request.on('error', () => undefined);
  await started.settled;
  request.destroy();
  await aborted.settled;

  let closed = false;
  const serverClosed = once(app.server, 'close');
  const closing = app.close().then(() => (closed = true));
  // The server has let go of every connection (all Fastify's own close waits for) and a whole turn
  // of the event loop has run: only the handler still running holds close back.
  await serverClosed;
  await new Promise((resolve) => setImmediate(resolve));
  expect(closed).toBe(false);

  release.settle();
  await closing;
  expect(handlerFinished).toBe(true);
});
