import { createServer, type Server } from 'node:http';
import {
  FAKE_GUESTY_CREDENTIALS,
  startFakeGuesty,
  type FakeGuesty,
} from '../../apps/api/src/testing/fake-guesty';

/**
 * Guesty during the e2e run (issue 24): the local fake that answers in Guesty's documented shapes,
 * started by the global setup before the server, which is pointed at it (GUESTY_API_URL). One
 * listing is linked to the demo's Tahoe Shoreline Lodge (Oscar's; no other spec books there) by
 * the spec itself through `property:link`. Specs steer the fake through a control address, as
 * they steer the webhook receiver: they run in other processes than the one holding the fake.
 */

const e2ePort = () => Number(process.env.E2E_PORT ?? 8181);
export const fakeGuestyOrigin = () => `http://127.0.0.1:${e2ePort() + 11}`;
const controlOrigin = () => `http://127.0.0.1:${e2ePort() + 12}`;

/** A fixed test key in the Svix form: it signs nothing outside this run. */
export const E2E_GUESTY_WEBHOOK_SECRET = `whsec_${Buffer.from('harborstay-e2e-guesty-secret-32b').toString('base64')}`;
export const E2E_GUESTY_CREDENTIALS = FAKE_GUESTY_CREDENTIALS;
/** The fake listing the spec links to Tahoe Shoreline Lodge (Guesty ids are 24 hex digits). */
export const E2E_GUESTY_LISTING_ID = '64e2e0000000000000000001';

export async function startGuesty(appOrigin: string): Promise<{ close: () => Promise<void> }> {
  const guesty = await startFakeGuesty({ port: e2ePort() + 11, webhookSecret: E2E_GUESTY_WEBHOOK_SECRET });
  guesty.addListing({
    _id: E2E_GUESTY_LISTING_ID,
    title: 'Tahoe Shoreline Lodge',
    timezone: 'America/Los_Angeles',
  });
  await subscribe(guesty, `${appOrigin}/api/integrations/guesty/webhooks/`);
  const control = await startControl(guesty);
  return {
    close: async () => {
      control.closeAllConnections();
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await guesty.close();
    },
  };
}

/** Subscribes the portal's address through Guesty's own API, as `integrations:register-webhooks` does. */
async function subscribe(guesty: FakeGuesty, url: string) {
  const token = await fetch(`${guesty.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'open-api',
      client_id: FAKE_GUESTY_CREDENTIALS.clientId,
      client_secret: FAKE_GUESTY_CREDENTIALS.clientSecret,
    }),
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const response = await fetch(`${guesty.url}/v1/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      url,
      events: ['reservation.created.v2', 'reservation.updated.v2', 'calendar.updated.v2'],
    }),
  });
  if (!response.ok) throw new Error(`The fake Guesty refused the subscription: ${response.status}`);
}

async function startControl(guesty: FakeGuesty): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control');
    const answer = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    void (async () => {
      if (request.method === 'POST' && url.pathname === '/control/guest-booking') {
        // A booking made on a channel: Guesty stores it, then tells the portal with a lean event.
        const reservation = guesty.addReservation(
          E2E_GUESTY_LISTING_ID,
          url.searchParams.get('checkIn') ?? '',
          url.searchParams.get('checkOut') ?? '',
        );
        const deliveries = await guesty.deliver(
          'reservation.created.v2',
          guesty.reservationEvent('reservation.created.v2', reservation._id),
        );
        answer(200, { id: reservation._id, deliveries });
        return;
      }
      if (request.method === 'GET' && url.pathname === '/control/closed') {
        // What the portal wrote on the listing's calendar: owner reservations and manual blocks.
        answer(200, {
          ownerReservations: guesty.ownerReservations(E2E_GUESTY_LISTING_ID).map((r) => ({
            status: r.status,
            checkIn: r.stay[0]?.checkInDateLocalized,
            checkOut: r.stay[0]?.checkOutDateLocalized,
          })),
          blocks: guesty.blocksOf(E2E_GUESTY_LISTING_ID),
        });
        return;
      }
      answer(404, {});
    })().catch((error: unknown) => answer(500, { error: String(error) }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(e2ePort() + 12, '127.0.0.1', resolve);
  });
  return server;
}

/** For specs: a guest booking made in Guesty and announced by its webhook; answers Guesty's id. */
export async function bookInGuesty(checkIn: string, checkOut: string) {
  const response = await fetch(
    `${controlOrigin()}/control/guest-booking?${new URLSearchParams({ checkIn, checkOut })}`,
    { method: 'POST' },
  );
  const body = (await response.json()) as { id: string; deliveries: { status: number }[] };
  if (!response.ok || body.deliveries.some((delivery) => delivery.status !== 200))
    throw new Error(`The webhook was not taken: ${JSON.stringify(body)}`);
  return body.id;
}

export type ClosedOnGuesty = {
  ownerReservations: { status: string; checkIn?: string; checkOut?: string }[];
  blocks: { startDate: string; endDate: string; blockReason?: string }[];
};

/** For specs: what the fake Guesty's calendar holds closed by the portal on the linked listing. */
export async function closedOnGuesty(): Promise<ClosedOnGuesty> {
  return (await (await fetch(`${controlOrigin()}/control/closed`)).json()) as ClosedOnGuesty;
}
