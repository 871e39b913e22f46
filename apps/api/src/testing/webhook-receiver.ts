import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST as the receiver saw it, in the order they came. */
export type ReceivedWebhook = {
  headers: IncomingHttpHeaders;
  body: string;
  /** The event's own fields, for choosing an answer. */
  event: { type: string; data: { id: number; notes: string | null } };
};

/** A status to answer, or 'hang': take the request and never answer it. */
export type WebhookAnswer = number | 'hang';

/**
 * The company's receiver of owner events, on 127.0.0.1 and a free port: it records every POST and
 * answers what `answer` says (200 unless told). `answer` may be replaced while it runs.
 */
export async function startWebhookReceiver(
  options: { answer?: (request: ReceivedWebhook) => WebhookAnswer } = {},
) {
  const received: ReceivedWebhook[] = [];
  let answer = options.answer ?? (() => 200);
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let event: ReceivedWebhook['event'] = { type: '', data: { id: 0, notes: null } };
      try {
        event = JSON.parse(body) as ReceivedWebhook['event'];
      } catch {
        // Recorded all the same: the test says what it expected.
      }
      const delivery = { headers: request.headers, body, event };
      received.push(delivery);
      const status = answer(delivery);
      if (status === 'hang') return;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/harborstay`,
    received,
    /** What arrived for one reservation, in order. */
    of: (reservationId: number) => received.filter((delivery) => delivery.event.data.id === reservationId),
    setAnswer: (next: (request: ReceivedWebhook) => WebhookAnswer) => {
      answer = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export const testWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
