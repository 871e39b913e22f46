import { createServer, type Server } from 'node:http';

/**
 * The management company's receiver of owner events during the e2e run (decision 0046): the
 * server under test sends every owner stay and block to it (PROVIDER_WEBHOOK_URL). It takes every
 * event (200), except those whose notes a test has put on hold (503, so the server tries again),
 * until the test releases them; so a spec sees both delivery states without waiting on a clock,
 * and the other specs are not disturbed.
 */

/** Its fixed port, next to the app's: two suites side by side (E2E_PORT) get two receivers. */
export const webhookReceiverPort = () =>
  Number(process.env.E2E_WEBHOOK_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 10);
export const webhookReceiverOrigin = () => `http://127.0.0.1:${webhookReceiverPort()}`;

/** A fixed test key in the Standard Webhooks form: it signs nothing outside this run. */
export const E2E_WEBHOOK_SECRET = `whsec_${Buffer.from('harborstay-e2e-webhook-secret-32b').toString('base64')}`;

export type ReceivedEvent = { type: string; notes: string | null; webhookId: string; answered: number };

type OwnerEvent = { type?: string; data?: { notes?: string | null } };

function parseEvent(text: string): OwnerEvent | undefined {
  try {
    return JSON.parse(text) as OwnerEvent;
  } catch {
    return undefined;
  }
}

export async function startWebhookReceiver(): Promise<Server> {
  const held = new Set<string>();
  const received: ReceivedEvent[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://receiver');
      const text = Buffer.concat(chunks).toString('utf8');
      const answer = (status: number, body: unknown = {}) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.method === 'POST' && url.pathname === '/hooks') {
        const event = parseEvent(text);
        if (!event) {
          answer(400);
          return;
        }
        const notes = event.data?.notes ?? null;
        const status = notes !== null && held.has(notes) ? 503 : 200;
        received.push({
          type: event.type ?? '',
          notes,
          webhookId: String(request.headers['webhook-id'] ?? ''),
          answered: status,
        });
        answer(status);
        return;
      }
      const notes = url.searchParams.get('notes') ?? '';
      if (request.method === 'POST' && url.pathname === '/control/hold') {
        held.add(notes);
        answer(200);
        return;
      }
      if (request.method === 'POST' && url.pathname === '/control/release') {
        held.delete(notes);
        answer(200);
        return;
      }
      if (request.method === 'GET' && url.pathname === '/control/received') {
        answer(
          200,
          received.filter((event) => event.notes === notes),
        );
        return;
      }
      answer(404);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(webhookReceiverPort(), '127.0.0.1', resolve);
  });
  return server;
}
