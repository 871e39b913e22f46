import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/**
 * A local Guesty Open API (issue 24), in the shapes of the research notes on Guesty's documentation:
 * client-credentials tokens (five a day), the rate limits and their headers, listings, owners,
 * reservations v3 (search, by id, owner reservations and their changes), the calendar with its
 * blocks, and webhook subscriptions delivered as Svix signs them. Tests change its state directly
 * and inject failures.
 *
 * Comments mark what Guesty documents ("Documented") and what the notes could not confirm
 * ("Assumption"): the connector must not lean on an assumption more than the tests need.
 */

export type FakeListing = {
  _id: string;
  nickname: string;
  title: string;
  active: boolean;
  isListed: boolean;
  accommodates: number;
  bedrooms: number;
  bathrooms: number;
  timezone: string;
  address: { full: string; street: string; city: string; state: string; zipcode: string; country: string };
};

export type FakeOwner = {
  _id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phone: string;
  listings: string[];
  active: boolean;
};

/** Documented: the v3 status enum. */
const STATUSES = [
  'confirmed',
  'reserved',
  'awaiting_payment',
  'inquiry',
  'canceled',
  'closed',
  'declined',
  'expired',
] as const;
export type FakeReservationStatus = (typeof STATUSES)[number];

/**
 * One reservation as `GET /v1/reservations-v3` answers it. The ids, status, platform, source, stay
 * and timestamps are documented v3 fields. Documented (docs/reservation-migration): guest and
 * financial data are not embedded but referenced, here by `guestId`; the money is the guest folio's
 * (`GET /v1/guest-folio/overview`). Assumption: `lastUpdatedAt` (the notes say v3 has none).
 */
export type FakeReservation = {
  _id: string;
  listingId: string;
  status: FakeReservationStatus;
  platform: string;
  source: string;
  confirmationCode: string;
  createdAt: string;
  confirmedAt: string | null;
  canceledAt: string | null;
  canceledBy?: 'OWNER' | 'GUEST' | 'TEAM_MEMBER' | 'HOST';
  guestId: string;
  stay: {
    unitId: string;
    checkInDateLocalized: string;
    checkOutDateLocalized: string;
    guestsCount: number;
  }[];
  lastUpdatedAt: string;
  /** Documented: set on owner reservations. */
  creationInfo?: { owner: { _id: string; fullName?: string; email?: string } };
};

/** A guest as `GET /v1/guests/{id}` answers it (assumption: the path and fields are the legacy guest's). */
export type FakeGuest = { _id: string; firstName: string; lastName: string; email: string; phone: string };

/**
 * A reservation's guest folio overview, as `GET /v1/guest-folio/overview` answers the fields asked
 * for. Documented: `reservationId`, `hostPayout`, `totalTaxes`, `currency` (amounts in the
 * reservation's currency). Assumption: the other names, taken from the legacy `money` object.
 */
export type FakeFolio = {
  currency: string;
  fareAccommodation: number;
  fareCleaning: number;
  hostPayout: number;
  totalTaxes: number;
  totalPaid: number;
  commission: number;
  netIncome: number;
  ownerRevenue: number;
};
/** The selectable fields the fake knows (Guesty documents 86); any other is refused with a 400. */
const FOLIO_FIELDS = new Set<string>([
  'fareAccommodation',
  'fareCleaning',
  'hostPayout',
  'totalTaxes',
  'totalPaid',
  'commission',
  'netIncome',
  'ownerRevenue',
  'currency',
]);
/** Documented: at most 200 reservation ids a request. */
const FOLIO_IDS_PER_CALL = 200;

/** A manual block as the portal wrote it, its dates inclusive. */
export type FakeBlock = { startDate: string; endDate: string; blockReason?: string; note?: string };

export type FakeWebhook = { _id: string; accountId: string; url: string; events: string[] };

export type DeliverOptions = {
  /** The `svix-id` to send, e.g. the id of an earlier delivery, to test replays. */
  id?: string;
  /** Signs with a key other than the subscription's secret. */
  wrongSignature?: boolean;
  /** Dates the delivery this many seconds in the past (signed for that time), e.g. 600 for stale. */
  ageSeconds?: number;
};

export type FakeGuestyOptions = {
  /** Documented: five tokens per API key within 24 hours; the fake counts over its whole life. */
  tokensPerDay?: number;
  /** Documented: 15 a second, 120 a minute, 5,000 an hour. */
  limits?: Partial<RateLimits>;
  /** A fixed port (the e2e run's server is told it before the fake starts); any free one if unset. */
  port?: number;
  /** One secret for every subscription, so a server started with it verifies the deliveries (e2e). */
  webhookSecret?: string;
};

type RateLimits = { second: number; minute: number; hour: number };
type Json = Record<string, unknown>;
type Reply = { status: number; body: unknown; headers?: Record<string, string> };

export const FAKE_GUESTY_CREDENTIALS = { clientId: 'fake-guesty-client', clientSecret: 'fake-guesty-secret' };
export const FAKE_GUESTY_ACCOUNT_ID = '5f0c0c0c0c0c0c0c0c0c0c0c';

/** Documented event names a subscription may carry (POST /v1/webhooks answers 400 for others). */
const EVENTS = new Set([
  'reservation.created.v2',
  'reservation.updated.v2',
  'calendar.updated.v2',
  'listing.new',
  'listing.updated',
  'listing.removed',
  'guest.created',
  'guest.updated',
  'guest.deleted',
  'reservation.messageReceived',
  'reservation.messageSent',
  'task.created',
  'task.updated',
  'task.deleted',
]);
/** Documented `blockReason` values of the calendar PUT. */
const BLOCK_REASONS = new Set([
  'Owner block',
  'Offboarded',
  'Migrated unit block',
  'Maintenance',
  'Onboarding',
  'Emergency out of order',
  'Do not sell',
  'Deactivated',
  'Other',
]);
const OWNER_SOURCES = new Set(['owner', 'owner-guest']);
/** Documented: `X-RateLimit-Limit-<Interval>` and `X-RateLimit-Remaining-<Interval>` for each of these. */
const WINDOWS = [
  { key: 'second', ms: 1_000 },
  { key: 'minute', ms: 60_000 },
  { key: 'hour', ms: 3_600_000 },
] as const;
/** Documented: the twelve block codes of a calendar day. */
const BLOCK_CODES = ['m', 'r', 'b', 'bd', 'sr', 'abl', 'a', 'bw', 'o', 'pt', 'ic', 'an'];
const zeroFolio = (currency: string): FakeFolio => ({
  currency,
  fareAccommodation: 0,
  fareCleaning: 0,
  hostPayout: 0,
  totalTaxes: 0,
  totalPaid: 0,
  commission: 0,
  netIncome: 0,
  ownerRevenue: 0,
});

/** Thrown anywhere in a handler to answer with this reply. */
class Refusal extends Error {
  constructor(readonly reply: Reply) {
    super(`HTTP ${reply.status}`);
  }
}
/** Documented error body of the legacy endpoints (and, assumption, of the token call). */
const legacyError = (status: number, code: string, message: string) =>
  new Refusal({ status, body: { error: { code, message } } });
/** Documented error body of the v3 endpoints. */
const v3Error = (status: number, code: string, message: string, data: unknown[] = []) =>
  new Refusal({ status, body: { error: { message, code, status, data } } });
/** Documented error body of the calendar service. */
const calendarError = (status: number, code: string, message: string) =>
  new Refusal({
    status,
    body: { message, code, data: {}, requestId: `Root=1-${randomBytes(12).toString('hex')}` },
  });

const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const nextDay = (date: string) => new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);
/** The dates from `start` up to, not including, `end`: a stay's nights. */
function nights(start: string, end: string) {
  const dates: string[] = [];
  for (let date = start; date < end; date = nextDay(date)) dates.push(date);
  return dates;
}
const round = (value: number) => Math.round(value * 100) / 100;

function parseJson(text: string): Json {
  try {
    return text ? obj(JSON.parse(text)) : {};
  } catch {
    throw legacyError(400, 'BAD_REQUEST', 'The body is not JSON');
  }
}

async function readText(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Documented: default 25, max 100 on the v3 search and other lists. Assumption: above 100 is a 400. */
function paging(url: URL) {
  const limit = Number(url.searchParams.get('limit') ?? 25);
  const skip = Number(url.searchParams.get('skip') ?? 0);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100 || !Number.isInteger(skip) || skip < 0)
    throw v3Error(400, 'VALIDATION_FAILED', 'limit must be 1 to 100 and skip 0 or more');
  return { limit, skip };
}

type Filter = { ops: string[]; value: (reservation: FakeReservation) => string };
const DATE_OPS = ['eq', 'gte', 'gt', 'lte', 'lt'];
/** Documented filters of `GET /v1/reservations-v3/search`; `listingId` matches the first stay's unit. */
const FILTERS: Record<string, Filter> = {
  status: { ops: ['eq', 'ne', 'in', 'nin'], value: (r) => r.status },
  listingId: { ops: ['eq', 'in'], value: (r) => r.stay[0]?.unitId ?? r.listingId },
  confirmationCode: { ops: ['eq', 'in'], value: (r) => r.confirmationCode },
  source: { ops: ['eq', 'in'], value: (r) => r.source },
  checkIn: { ops: DATE_OPS, value: (r) => r.stay[0]?.checkInDateLocalized ?? '' },
  checkOut: { ops: DATE_OPS, value: (r) => r.stay[0]?.checkOutDateLocalized ?? '' },
  createdAt: { ops: DATE_OPS, value: (r) => r.createdAt },
};
const TESTS: Record<string, (have: string, want: string) => boolean> = {
  eq: (have, want) => have === want,
  ne: (have, want) => have !== want,
  in: (have, want) => want.split(',').includes(have),
  nin: (have, want) => !want.split(',').includes(have),
  gte: (have, want) => have >= want,
  gt: (have, want) => have > want,
  lte: (have, want) => have <= want,
  lt: (have, want) => have < want,
};
const SORTS = ['_id', 'checkIn', 'checkOut', 'createdAt'];

export async function startFakeGuesty(options: FakeGuestyOptions = {}) {
  const tokensPerDay = options.tokensPerDay ?? 5;
  /** The rate limits in force; a test may lower them while the fake runs. */
  const limits: RateLimits = { second: 15, minute: 120, hour: 5_000, ...options.limits };
  const listings = new Map<string, FakeListing>();
  const owners = new Map<string, FakeOwner>();
  const reservations = new Map<string, FakeReservation>();
  /** Per reservation id; a test deletes one to see the folio call answer it in `notFound`. */
  const folios = new Map<string, FakeFolio>();
  const guests = new Map<string, FakeGuest>();
  /** Per listing; a listing without one costs 150 USD a night. */
  const prices = new Map<string, { basePrice: number; currency: string }>();
  /** Manual blocks per listing and date. */
  const manualBlocks = new Map<string, Map<string, { blockReason?: string; note?: string }>>();
  const webhooks: FakeWebhook[] = [];
  /** The signing secret of each subscribed URL (`whsec_` and a base64 key). */
  const secrets = new Map<string, string>();
  const validTokens = new Set<string>();
  /** When each call let through in the last hour came. */
  const calls: number[] = [];
  let tokenCalls = 0;
  let tokensIssued = 0;
  let serial = 0;
  let lastStamp = 0;
  let failures: { times: number; status: number; retryAfter?: number } = { times: 0, status: 503 };

  /** Mongo-like ids that sort in the order they were made, as Guesty's default `-_id` sort needs. */
  const newId = () => {
    serial += 1;
    return Math.floor(Date.now() / 1000).toString(16) + serial.toString(16).padStart(16, '0');
  };
  /** Strictly increasing timestamps, so that every update moves `lastUpdatedAt`. */
  const stamp = () => {
    lastStamp = Math.max(Date.now(), lastStamp + 1);
    return new Date(lastStamp).toISOString();
  };
  const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;
  const priceOf = (listingId: string) => prices.get(listingId) ?? { basePrice: 150, currency: 'USD' };

  /** The nights held by a reservation that still stands, per date. */
  function heldNights(listingId: string) {
    const held = new Map<string, FakeReservation>();
    for (const reservation of reservations.values()) {
      if (!['confirmed', 'reserved', 'awaiting_payment'].includes(reservation.status)) continue;
      for (const segment of reservation.stay)
        if (segment.unitId === listingId)
          for (const date of nights(segment.checkInDateLocalized, segment.checkOutDateLocalized))
            held.set(date, reservation);
    }
    return held;
  }

  /** Assumption: Guesty refuses dates already held or blocked; its real code and body are unknown. */
  function assertFree(listingId: string, checkIn: string, checkOut: string, except?: string) {
    const held = heldNights(listingId);
    const blocked = manualBlocks.get(listingId);
    const taken = nights(checkIn, checkOut).some(
      (date) => (held.has(date) && held.get(date)?._id !== except) || blocked?.has(date),
    );
    if (taken) throw v3Error(400, 'CALENDAR_NOT_AVAILABLE', 'The listing is not available on these dates');
  }

  /** Counts a `/v1` call in each window and answers the documented headers, or a 429. */
  function meter(): { headers: Record<string, string>; retryAfter?: number } {
    const now = Date.now();
    while (calls[0] !== undefined && calls[0] <= now - 3_600_000) calls.shift();
    const inWindow = WINDOWS.map(({ ms }) => calls.filter((at) => at > now - ms));
    const full = WINDOWS.findIndex(({ key }, i) => (inWindow[i]?.length ?? 0) >= limits[key]);
    if (full === -1) calls.push(now);
    const headers: Record<string, string> = {};
    WINDOWS.forEach(({ key }, i) => {
      const used = (inWindow[i]?.length ?? 0) + (full === -1 ? 1 : 0);
      headers[`x-ratelimit-limit-${key}`] = String(limits[key]);
      headers[`x-ratelimit-remaining-${key}`] = String(Math.max(0, limits[key] - used));
    });
    const oldest = inWindow[full]?.[0];
    const window = WINDOWS[full];
    if (oldest === undefined || !window) return { headers };
    // Assumption: a sliding window; Guesty says it restores requests at a constant rate.
    return { headers, retryAfter: Math.max(1, Math.ceil((oldest + window.ms - now) / 1000)) };
  }

  function token(request: IncomingMessage, text: string): Reply {
    tokenCalls += 1;
    // Documented: a form-encoded client-credentials request.
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      throw legacyError(400, 'BAD_REQUEST', 'Expected application/x-www-form-urlencoded');
    const form = new URLSearchParams(text);
    if (form.get('grant_type') !== 'client_credentials' || form.get('scope') !== 'open-api')
      throw legacyError(400, 'BAD_REQUEST', 'grant_type=client_credentials and scope=open-api are required');
    if (
      form.get('client_id') !== FAKE_GUESTY_CREDENTIALS.clientId ||
      form.get('client_secret') !== FAKE_GUESTY_CREDENTIALS.clientSecret
    )
      throw legacyError(401, 'UNAUTHORIZED', 'Invalid client credentials');
    // Assumption: what Guesty answers past the quota is undocumented; 429 is its "too many requests".
    if (tokensIssued >= tokensPerDay)
      throw legacyError(429, 'TOO_MANY_REQUESTS', `No more than ${tokensPerDay} tokens per API key a day`);
    tokensIssued += 1;
    const accessToken = `guesty-${tokensIssued}-${randomBytes(16).toString('hex')}`;
    validTokens.add(accessToken);
    // Assumption: the Booking Engine API's documented token answer, with the Open API's scope.
    const body = { token_type: 'Bearer', expires_in: 86_400, access_token: accessToken, scope: 'open-api' };
    return { status: 200, body };
  }

  function assertListing(id: string) {
    if (!listings.has(id)) throw calendarError(404, 'LISTING_NOT_FOUND', 'Listing not found');
  }

  /** Documented: `GET /v1/listings`. Assumption: `skip` and `count` in the envelope, max limit 100. */
  function listListings(url: URL): Reply {
    const { limit, skip } = paging(url);
    const fields = url.searchParams.get('fields') ?? '';
    const names = ['_id', ...fields.split(' ').filter(Boolean)].map((name) => name.split('.')[0] ?? name);
    const all = [...listings.values()];
    const results = all
      .slice(skip, skip + limit)
      .map((listing) =>
        fields ? Object.fromEntries(Object.entries(listing).filter(([key]) => names.includes(key))) : listing,
      );
    return { status: 200, body: { results, fields, limit, skip, count: all.length } };
  }

  /** Documented: `GET /v1/reservations-v3/search`, its filters, sorts and `pagination`. */
  function search(url: URL): Reply {
    const { limit, skip } = paging(url);
    let found = [...reservations.values()];
    for (const [key, want] of url.searchParams) {
      if (!key.startsWith('filter')) continue;
      const [, field = '', explicit] = /^filter\[(\w+)\](?:\[(\w+)\])?$/.exec(key) ?? [];
      const op = explicit ?? (want.includes(',') ? 'in' : 'eq');
      const filter = FILTERS[field];
      const test = TESTS[op];
      if (!filter?.ops.includes(op) || !test)
        throw v3Error(400, 'VALIDATION_FAILED', `Unsupported filter field or operator: ${key}`);
      found = found.filter((reservation) => test(filter.value(reservation), want));
    }
    const sort = url.searchParams.get('sort') ?? '-_id';
    const by = sort.replace(/^-/, '');
    if (!SORTS.includes(by)) throw v3Error(400, 'VALIDATION_FAILED', `Unsupported sort: ${sort}`);
    const value = (r: FakeReservation) => (by === '_id' ? r._id : (FILTERS[by]?.value(r) ?? ''));
    found.sort((x, y) => value(x).localeCompare(value(y)) * (sort.startsWith('-') ? -1 : 1));
    // Assumption: the row shape is undocumented.
    const results = found.slice(skip, skip + limit).map((r) => ({
      reservationId: r._id,
      status: r.status,
      listingId: r.listingId,
      checkInDateLocalized: r.stay[0]?.checkInDateLocalized,
      checkOutDateLocalized: r.stay[0]?.checkOutDateLocalized,
      lastUpdatedAt: r.lastUpdatedAt,
    }));
    return {
      status: 200,
      body: { results, pagination: { skip, limit, hasMore: skip + limit < found.length } },
    };
  }

  /** Documented: `POST /v1/reservations-v3/owner/confirmed`, its required fields and 200 answer. */
  function createOwnerReservation(body: Json): Reply {
    const owner = obj(obj(body.creationInfo).owner);
    const missing = [
      typeof body.listingId !== 'string' && 'listingId',
      !isDate(body.checkInDateLocalized) && 'checkInDateLocalized',
      !isDate(body.checkOutDateLocalized) && 'checkOutDateLocalized',
      !OWNER_SOURCES.has(String(body.source)) && 'source',
      typeof owner._id !== 'string' && 'creationInfo.owner._id',
    ].filter((field) => field !== false);
    // Assumption: what the `data` items hold.
    if (missing.length > 0)
      throw v3Error(
        400,
        'VALIDATION_FAILED',
        'Validation failed',
        missing.map((field) => ({ field, message: `"${field}" is required` })),
      );
    const listingId = String(body.listingId);
    const checkIn = String(body.checkInDateLocalized);
    const checkOut = String(body.checkOutDateLocalized);
    if (checkOut <= checkIn)
      throw v3Error(400, 'VALIDATION_FAILED', 'checkOutDateLocalized must be after checkInDateLocalized');
    // Assumption: an unknown listing's answer is undocumented.
    if (!listings.has(listingId)) throw v3Error(404, 'NOT_FOUND', 'Listing not found');
    assertFree(listingId, checkIn, checkOut);
    const fullName = typeof owner.fullName === 'string' ? owner.fullName : '';
    const given = obj(body.guest);
    const phones = Array.isArray(given.phones) ? given.phones : [];
    const guestsCount = typeof body.guestsCount === 'number' ? body.guestsCount : 1;
    // Assumption: the guest defaults to the owner, the folio is zero and the platform `manual`.
    const guest: FakeGuest = {
      _id: newId(),
      firstName: String(given.firstName ?? fullName.split(' ')[0] ?? ''),
      lastName: String(given.lastName ?? fullName.split(' ').slice(1).join(' ')),
      email: String(given.email ?? owner.email ?? ''),
      phone: String(phones[0] ?? owner.phone ?? ''),
    };
    guests.set(guest._id, guest);
    const reservation = addReservation(listingId, checkIn, checkOut, {
      platform: 'manual',
      source: String(body.source),
      guestId: guest._id,
      stay: [
        { unitId: listingId, checkInDateLocalized: checkIn, checkOutDateLocalized: checkOut, guestsCount },
      ],
      creationInfo: {
        owner: {
          _id: String(owner._id),
          ...(fullName && { fullName }),
          ...(typeof owner.email === 'string' && { email: owner.email }),
        },
      },
    });
    folios.set(reservation._id, zeroFolio(priceOf(listingId).currency));
    return {
      status: 200,
      body: {
        reservationId: reservation._id,
        quoteId: newId(),
        confirmationCode: reservation.confirmationCode,
        status: reservation.status,
        guestId: reservation.guestId,
        guestsCount,
        creationTime: reservation.createdAt,
        // Assumption: the two dates are the localized check-in and check-out.
        checkInDate: checkIn,
        checkOutDate: checkOut,
        unitTypeId: listingId,
        unitId: listingId,
        source: reservation.source,
        creationInfo: reservation.creationInfo,
      },
    };
  }

  /** Documented: the v3 `dates` and `status` alterations, answering `reservationId` and `status`. */
  function alterReservation(id: string, change: 'dates' | 'status', body: Json): Reply {
    const reservation = reservations.get(id);
    // Assumption: an unknown reservation's answer is undocumented.
    if (!reservation) throw v3Error(404, 'NOT_FOUND', 'Reservation not found');
    if (change === 'dates') {
      const { checkInDateLocalized: checkIn, checkOutDateLocalized: checkOut } = body;
      if (!isDate(checkIn) || !isDate(checkOut) || checkOut <= checkIn)
        throw v3Error(
          400,
          'VALIDATION_FAILED',
          'checkInDateLocalized and checkOutDateLocalized are required',
        );
      assertFree(reservation.listingId, checkIn, checkOut, id);
      updateReservation(id, { checkIn, checkOut });
    } else {
      const status = String(body.status);
      if (!STATUSES.includes(status as FakeReservationStatus))
        throw v3Error(400, 'VALIDATION_FAILED', `Unknown status ${status}`);
      const canceledBy = body.canceledBy as FakeReservation['canceledBy'];
      if (canceledBy !== undefined && !['OWNER', 'GUEST', 'TEAM_MEMBER', 'HOST'].includes(canceledBy))
        throw v3Error(400, 'VALIDATION_FAILED', `Unknown canceledBy ${String(canceledBy)}`);
      updateReservation(id, {
        status: status as FakeReservationStatus,
        ...(status === 'canceled' && { canceledAt: stamp(), ...(canceledBy && { canceledBy }) }),
      });
    }
    return { status: 200, body: { reservationId: id, status: reservation.status } };
  }

  /**
   * Documented: the day fields and block codes. Assumptions: the `{data: {days}}` envelope (read by
   * third-party code), endDate inclusive, and an owner reservation marking `o` but not `b`.
   */
  function calendar(id: string, url: URL): Reply {
    assertListing(id);
    const startDate = url.searchParams.get('startDate');
    const endDate = url.searchParams.get('endDate');
    if (!isDate(startDate) || !isDate(endDate) || endDate < startDate)
      throw calendarError(422, 'ValidationError', 'startDate and endDate are required, endDate not before');
    const held = heldNights(id);
    const blocked = manualBlocks.get(id);
    const { basePrice, currency } = priceOf(id);
    const days = nights(startDate, nextDay(endDate)).map((date) => {
      const reservation = held.get(date);
      const owner = reservation !== undefined && OWNER_SOURCES.has(reservation.source);
      const booked = reservation?.status === 'confirmed';
      const manual = blocked?.has(date) ?? false;
      const status = reservation ? (booked ? 'booked' : 'reserved') : manual ? 'unavailable' : 'available';
      return {
        date,
        listingId: id,
        currency,
        price: basePrice,
        isBasePrice: true,
        status,
        blocks: {
          ...Object.fromEntries(BLOCK_CODES.map((code) => [code, false])),
          m: manual,
          r: reservation !== undefined && !booked,
          b: booked && !owner,
          o: owner,
        },
        reservationId: reservation?._id,
      };
    });
    return { status: 200, body: { data: { days } } };
  }

  /** Documented: the calendar PUT, one inclusive range, answering "ok". */
  function block(id: string, body: Json): Reply {
    assertListing(id);
    const { startDate, endDate, status, blockReason, note } = body;
    for (const [name, value] of Object.entries({ startDate, endDate }))
      if (!isDate(value))
        throw calendarError(422, 'ValidationError', `child "${name}" fails because ["${name}" is required]`);
    if (String(endDate) < String(startDate))
      throw calendarError(422, 'ValidationError', 'endDate must not be before startDate');
    if (status !== undefined && status !== 'available' && status !== 'unavailable')
      throw calendarError(422, 'ValidationError', 'status must be available or unavailable');
    // Assumption: an unknown blockReason is refused like any other invalid value.
    if (blockReason !== undefined && !BLOCK_REASONS.has(String(blockReason)))
      throw calendarError(422, 'ValidationError', `Unknown blockReason ${String(blockReason)}`);
    const days = manualBlocks.get(id) ?? new Map<string, { blockReason?: string; note?: string }>();
    manualBlocks.set(id, days);
    for (const date of nights(String(startDate), nextDay(String(endDate)))) {
      if (status === 'available') days.delete(date);
      else if (status === 'unavailable')
        days.set(date, {
          ...(blockReason !== undefined && { blockReason: String(blockReason) }),
          ...(note !== undefined && { note: String(note) }),
        });
    }
    // Assumption: the bare string goes out as JSON (`"ok"`).
    return { status: 200, body: 'ok' };
  }

  /** Documented: `POST /v1/webhooks` and its 400s. Assumption: the answer is the stored item. */
  function subscribe(body: Json): Reply {
    const events = Array.isArray(body.events) ? body.events.map(String) : [];
    if (typeof body.url !== 'string' || !URL.canParse(body.url))
      throw legacyError(400, 'BAD_REQUEST', 'url is required');
    if (events.length === 0) throw legacyError(400, 'BAD_REQUEST', 'At least one event is required');
    const unknown = events.find((event) => !EVENTS.has(event));
    if (unknown) throw legacyError(400, 'BAD_REQUEST', `Unknown event ${unknown}`);
    const webhook = { _id: newId(), accountId: FAKE_GUESTY_ACCOUNT_ID, url: body.url, events };
    webhooks.push(webhook);
    // From third-party reports: each URL has a secret of its own, new when it is subscribed again.
    secrets.set(body.url, options.webhookSecret ?? newSecret());
    return { status: 200, body: webhook };
  }

  /**
   * Documented (reference/guestfoliocontroller_getfoliooverview): comma-separated `reservationIds`
   * (1 to 200) and `fields` (at least one, each a known name, else 400); `reservationId` always in a
   * result; 200 with the ids it does not know in `notFound`. Assumption: a field with no value is
   * omitted, as the financial webhooks' guide says of their payload.
   */
  function folioOverview(url: URL): Reply {
    const list = (name: string) => (url.searchParams.get(name) ?? '').split(',').filter(Boolean);
    const ids = list('reservationIds');
    const fields = list('fields');
    if (ids.length === 0 || ids.length > FOLIO_IDS_PER_CALL)
      throw v3Error(400, 'VALIDATION_FAILED', `reservationIds must hold 1 to ${FOLIO_IDS_PER_CALL} ids`);
    const unknown = fields.filter((field) => !FOLIO_FIELDS.has(field));
    if (fields.length === 0 || unknown.length > 0)
      throw v3Error(400, 'VALIDATION_FAILED', `Unknown or missing fields: ${unknown.join(',')}`);
    const results = ids.flatMap((reservationId) => {
      const folio = folios.get(reservationId) as Record<string, unknown> | undefined;
      if (!folio) return [];
      return [{ reservationId, ...Object.fromEntries(fields.map((field) => [field, folio[field]])) }];
    });
    return { status: 200, body: { results, notFound: ids.filter((id) => !folios.has(id)) } };
  }

  function route(method: string, url: URL, body: Json): Reply {
    const path = url.pathname.replace(/\/$/, '');
    const calendarPath = /^\/v1\/availability-pricing\/api\/calendar\/listings\/([^/]+)$/.exec(path);
    const alteration = /^\/v1\/reservations-v3\/([^/]+)\/(dates|status)$/.exec(path);
    if (method === 'GET' && path === '/v1/listings') return listListings(url);
    if (method === 'GET' && path === '/v1/owners') {
      // Assumption: `{results}` whether or not `pagination=true` is sent.
      const { limit, skip } = paging(url);
      return { status: 200, body: { results: [...owners.values()].slice(skip, skip + limit) } };
    }
    if (method === 'GET' && path === '/v1/reservations-v3/search') return search(url);
    if (method === 'GET' && path === '/v1/reservations-v3') {
      // Documented: a bare array, where an unknown id is simply absent.
      const ids = url.searchParams.getAll('reservationIds[]');
      if (ids.length === 0) throw v3Error(400, 'VALIDATION_FAILED', 'reservationIds is required');
      return { status: 200, body: ids.flatMap((id) => reservations.get(id) ?? []) };
    }
    if (method === 'POST' && path === '/v1/reservations-v3/owner/confirmed')
      return createOwnerReservation(body);
    if (method === 'GET' && path === '/v1/guest-folio/overview') return folioOverview(url);
    const guestPath = /^\/v1\/guests\/([^/]+)$/.exec(path);
    if (method === 'GET' && guestPath?.[1]) {
      // Assumption: the legacy guest call, as v3 reservations only reference their guest.
      const guest = guests.get(guestPath[1]);
      if (!guest) throw legacyError(404, 'NOT_FOUND', 'Guest not found');
      return { status: 200, body: guest };
    }
    if (method === 'PUT' && alteration?.[1] && alteration[2])
      return alterReservation(alteration[1], alteration[2] as 'dates' | 'status', body);
    if (method === 'GET' && calendarPath?.[1]) return calendar(calendarPath[1], url);
    if (method === 'PUT' && calendarPath?.[1]) return block(calendarPath[1], body);
    if (method === 'POST' && path === '/v1/webhooks') return subscribe(body);
    // Assumption: the list is a bare array of subscriptions.
    if (method === 'GET' && path === '/v1/webhooks') return { status: 200, body: webhooks };
    if (method === 'GET' && path === '/v1/webhooks-v2/secret') {
      // From third-party code ("verified Guesty shape"): `{key: 'whsec_…'}`.
      const key = secrets.get(url.searchParams.get('url') ?? '');
      if (!key) throw legacyError(404, 'NOT_FOUND', 'No webhook for this url');
      return { status: 200, body: { key } };
    }
    throw legacyError(404, 'NOT_FOUND', 'Not found');
  }

  async function handle(request: IncomingMessage): Promise<Reply> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const text = await readText(request);
    if (method === 'POST' && url.pathname === '/oauth2/token') return token(request, text);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !validTokens.has(bearer)) throw legacyError(401, 'UNAUTHORIZED', 'Unauthorized');
    const { headers, retryAfter } = meter();
    if (retryAfter !== undefined)
      throw new Refusal({
        status: 429,
        body: { error: { code: 'TOO_MANY_REQUESTS', message: 'You are performing too many requests' } },
        headers: { ...headers, 'retry-after': String(retryAfter) },
      });
    if (failures.times > 0) {
      failures.times -= 1;
      if (failures.retryAfter !== undefined) headers['retry-after'] = String(failures.retryAfter);
      const body = { error: { code: 'INJECTED', message: 'Injected failure' } };
      throw new Refusal({ status: failures.status, body, headers });
    }
    try {
      const reply = route(method, url, parseJson(text));
      return { ...reply, headers: { ...headers, ...reply.headers } };
    } catch (error) {
      if (error instanceof Refusal)
        throw new Refusal({ ...error.reply, headers: { ...headers, ...error.reply.headers } });
      throw error;
    }
  }

  const server = createServer((request, response) => {
    handle(request)
      .catch((error: unknown) =>
        error instanceof Refusal
          ? error.reply
          : { status: 500, body: { error: { code: 'INTERNAL', message: String(error) } } },
      )
      .then(({ status, body, headers }) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(body));
      })
      .catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  /**
   * A guest reservation as a channel would bring it (confirmed, from Airbnb, priced off the base
   * price), with its guest and its folio.
   */
  function addReservation(
    listingId: string,
    checkIn: string,
    checkOut: string,
    overrides: Partial<FakeReservation> = {},
  ): FakeReservation {
    const { basePrice, currency } = priceOf(listingId);
    const fareAccommodation = basePrice * nights(checkIn, checkOut).length;
    const fareCleaning = 80;
    const hostPayout = round(fareAccommodation * 0.97 + fareCleaning);
    const netIncome = round(hostPayout - fareCleaning);
    const commission = round(netIncome * 0.2);
    const now = stamp();
    const guest: FakeGuest = {
      _id: newId(),
      firstName: 'Grace',
      lastName: 'Guest',
      email: 'grace.guest@example.test',
      phone: '15550100',
    };
    const reservation: FakeReservation = {
      _id: newId(),
      listingId,
      status: 'confirmed',
      platform: 'airbnb2',
      source: 'airbnb2',
      confirmationCode: `GY-${serial.toString(36).toUpperCase().padStart(8, '0')}`,
      createdAt: now,
      confirmedAt: now,
      canceledAt: null,
      guestId: guest._id,
      stay: [
        { unitId: listingId, checkInDateLocalized: checkIn, checkOutDateLocalized: checkOut, guestsCount: 2 },
      ],
      lastUpdatedAt: now,
      ...overrides,
    };
    if (!guests.has(reservation.guestId)) guests.set(guest._id, guest);
    reservations.set(reservation._id, reservation);
    folios.set(reservation._id, {
      currency,
      fareAccommodation,
      fareCleaning,
      hostPayout,
      totalTaxes: 0,
      totalPaid: fareAccommodation + fareCleaning,
      commission,
      netIncome,
      ownerRevenue: round(netIncome - commission),
    });
    return reservation;
  }

  /** Changes a reservation as Guesty would: new dates move its stay, and `lastUpdatedAt` moves on. */
  function updateReservation(
    id: string,
    change: Partial<Omit<FakeReservation, '_id'>> & { checkIn?: string; checkOut?: string },
  ): FakeReservation {
    const reservation = reservations.get(id);
    if (!reservation) throw new Error(`No reservation ${id} in the fake Guesty`);
    const { checkIn, checkOut, ...fields } = change;
    Object.assign(reservation, fields, { lastUpdatedAt: stamp() });
    const [segment] = reservation.stay;
    if (segment && checkIn) segment.checkInDateLocalized = checkIn;
    if (segment && checkOut) segment.checkOutDateLocalized = checkOut;
    return reservation;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    limits,
    listings,
    owners,
    reservations,
    folios,
    guests,
    prices,
    webhooks,
    secrets,
    /** Requests to `/oauth2/token`, refused ones included. */
    tokenCalls: () => tokenCalls,
    /** The next authorized `/v1` calls answer this status (and Retry-After when given). */
    failNext: (times: number, status: number, retryAfterSeconds?: number) => {
      failures = { times, status, retryAfter: retryAfterSeconds };
    },
    /** Makes every access token given so far invalid (Guesty answers 401). */
    expireTokens: () => validTokens.clear(),

    addListing(overrides: Partial<FakeListing> = {}, price?: { basePrice: number; currency: string }) {
      const _id = overrides._id ?? newId();
      const listing: FakeListing = {
        _id,
        nickname: `HS-${serial}`,
        title: 'Harbor loft',
        active: true,
        isListed: true,
        accommodates: 4,
        bedrooms: 2,
        bathrooms: 1,
        timezone: 'America/Los_Angeles',
        address: {
          full: '1 Pike St, Seattle, WA 98101, USA',
          street: '1 Pike St',
          city: 'Seattle',
          state: 'WA',
          zipcode: '98101',
          country: 'United States',
        },
        ...overrides,
      };
      listings.set(_id, listing);
      if (price) prices.set(_id, price);
      return listing;
    },
    addOwner(overrides: Partial<FakeOwner> = {}) {
      const firstName = overrides.firstName ?? 'Olivia';
      const lastName = overrides.lastName ?? 'Owner';
      const owner: FakeOwner = {
        _id: newId(),
        firstName,
        lastName,
        fullName: `${firstName} ${lastName}`,
        email: `owner-${serial}@example.test`,
        phone: '15417543010',
        listings: [],
        active: true,
        ...overrides,
      };
      owners.set(owner._id, owner);
      return owner;
    },
    addReservation,
    updateReservation,
    /** A manual block made in Guesty itself (its dates inclusive), as the calendar PUT would make it. */
    addBlock(listingId: string, startDate: string, endDate: string, blockReason = 'Other') {
      block(listingId, { startDate, endDate, status: 'unavailable', blockReason });
    },
    /** What the portal wrote: owner reservations (`owner` and `owner-guest`) on a listing. */
    ownerReservations: (listingId: string) =>
      [...reservations.values()].filter((r) => r.listingId === listingId && OWNER_SOURCES.has(r.source)),
    /** What the portal wrote: a listing's manual blocks, as inclusive ranges of equal reason and note. */
    blocksOf(listingId: string): FakeBlock[] {
      const ranges: FakeBlock[] = [];
      const days = [...(manualBlocks.get(listingId) ?? [])].sort(([x], [y]) => x.localeCompare(y));
      for (const [date, detail] of days) {
        const last = ranges.at(-1);
        if (
          last &&
          nextDay(last.endDate) === date &&
          last.blockReason === detail.blockReason &&
          last.note === detail.note
        )
          last.endDate = date;
        else ranges.push({ startDate: date, endDate: date, ...detail });
      }
      return ranges;
    },

    /** Assumption: the lean v2 reservation payload's field names are undocumented. */
    reservationEvent(event: 'reservation.created.v2' | 'reservation.updated.v2', reservationId: string) {
      const listingId = reservations.get(reservationId)?.listingId ?? '';
      return { event, reservationId, listingId, publishedAt: new Date().toISOString() };
    },
    /** Documented: the `calendar.updated.v2` payload. */
    calendarEvent(listingId: string, start: string, end: string) {
      const { currency } = priceOf(listingId);
      return { listingId, accountId: FAKE_GUESTY_ACCOUNT_ID, currency, dateRange: { start, end } };
    },
    /**
     * POSTs the payload to every URL subscribed to the event, signed as Svix signs (likely for
     * Guesty, not confirmed by its docs): the Standard Webhooks scheme under `svix-*` header names.
     */
    async deliver(event: string, payload: unknown, deliverOptions: DeliverOptions = {}) {
      const body = JSON.stringify(payload);
      const id = deliverOptions.id ?? `msg_${randomBytes(16).toString('hex')}`;
      const at = new Date(Date.now() - (deliverOptions.ageSeconds ?? 0) * 1000);
      const targets = webhooks.filter((webhook) => webhook.events.includes(event));
      return Promise.all(
        targets.map(async ({ url }) => {
          const secret = deliverOptions.wrongSignature ? newSecret() : secrets.get(url);
          if (!secret) throw new Error(`No secret for ${url}`);
          const response = await fetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'svix-id': id,
              'svix-timestamp': String(Math.floor(at.getTime() / 1000)),
              'svix-signature': new Webhook(secret).sign(id, at, body),
            },
            body,
          });
          await response.text();
          return { url, id, status: response.status };
        }),
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeGuesty = Awaited<ReturnType<typeof startFakeGuesty>>;
