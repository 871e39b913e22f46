import { addDays, todayIn } from '@harborstay/domain';
import { Webhook } from 'svix';
import type { MultipartFilePart } from './multipart';
import { readOutbox, resetLinkOf } from './outbox';
import { TEST_PASSWORD, type createTestApp } from './test-app';

/**
 * One real request of an operation of the OpenAPI document (docs/decisions/0058). Its method and
 * path are the operation's; what is left to say is below.
 */
export type OperationCase = {
  /** The status it must answer: a case meant to succeed that is refused fails, documented or not. */
  status: number;
  /** The path's parameters by name. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | readonly (string | number)[]>;
  /** A JSON body. */
  body?: unknown;
  /** A multipart/form-data body: its text fields, then its file. */
  form?: { fields: Record<string, string>; file: MultipartFilePart };
  /** The whole address, when the API handed it out (a signed file address). */
  url?: string;
  /** The Authorization header; when absent, the operation's own credential (an owner's token, the provider key, none). */
  authorization?: string | null;
  headers?: Record<string, string>;
};

/** What the cases have to work with: the demo, seeded, and a few of its ids and credentials. */
export type CaseFixtures = {
  app: Awaited<ReturnType<typeof createTestApp>>['app'];
  outboxDir: string;
  /** An active property of Olivia's (the demo owner) with reservations, documents and care reports. */
  propertyId: number;
  documentId: number;
  careTaskId: number;
  /** Olivia's token, and the provider key, as Authorization headers. */
  owner: string;
  provider: string;
  /** A new owner of no property, signed in: with a profile or without. */
  newOwner: (options: { withProfile: boolean }) => Promise<{ email: string; authorization: string }>;
  /** A text unique to this run: external ids, e-mail addresses. */
  unique: () => string;
  breezewayWebhookToken: string;
  guestyWebhookSecret: string;
  /** Olivia's token of one notification's unsubscribe address. */
  unsubscribeToken: string;
  /** A profile and a first property as the onboarding forms send them (the shared fixtures). */
  profileInput: Record<string, unknown>;
  firstPropertyInput: Record<string, unknown>;
};

export const PDF: MultipartFilePart = {
  filename: 'permit.pdf',
  contentType: 'application/pdf',
  content: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

/** An id that no demo resource has: a refusal as a stranger's id would get it. */
const UNKNOWN = 999_999;

/** Days from today: far enough out that the demo holds nothing there. */
const day = (offset: number) => addDays(todayIn('UTC'), offset);

type Fx = CaseFixtures;
const json = <T>(response: { statusCode: number; body: string }, what: string): T => {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return JSON.parse(response.body) as T;
};

async function post(fx: Fx, url: string, payload: unknown, authorization?: string) {
  return fx.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: authorization ? { authorization } : {},
  });
}
async function put(fx: Fx, url: string, payload: unknown, authorization: string) {
  return fx.app.inject({
    method: 'PUT',
    url,
    payload: payload as Record<string, unknown>,
    headers: { authorization },
  });
}

/** The address a signed URL answer points at, as a path of this app. */
const pathOf = (signed: { url: string }) => {
  const url = new URL(signed.url, 'http://portal.test');
  return `${url.pathname}${url.search}`;
};

async function documentAddress(fx: Fx) {
  const url = `/api/owners/owner/property/${fx.propertyId}/documents/${fx.documentId}/url/`;
  return pathOf(json<{ url: string }>(await post(fx, url, undefined, fx.owner), 'document address'));
}

/** The reset link mailed to this e-mail, as the reset pages send it. */
async function resetLink(fx: Fx, email: string) {
  json(await post(fx, '/api/auth/password/reset/', { email }), 'reset request');
  await fx.app.jobs.drain();
  const mail = readOutbox(fx.outboxDir).findLast((sent) => sent.to === email);
  if (!mail) throw new Error(`no reset e-mail to ${email}`);
  return resetLinkOf(mail);
}

const booking = (start: number) => ({
  status: 'confirmed',
  start_date: day(start),
  end_date: day(start + 3),
  arrival: '16:00',
  guests_count: 2,
  guest: { first_name: 'Grace', last_name: 'Guest', email: null, phone: null },
  platform: 'Airbnb',
  confirmation_code: 'HMOPENAPI',
  confirmed_at: '2026-11-01T10:00:00Z',
  revenue: 900.5,
  management_fee: 180.1,
  net_income: 720.4,
  cleaning_cost: 120,
  updated_at: '2026-11-01T10:00:00Z',
});
const providerOwner = (email: string) => ({
  email,
  first_name: 'Paula',
  last_name: 'Provider',
  phone: null,
  invite: false,
});
const listing = (owners: string[]) => ({
  entity_name: 'OpenAPI Loft',
  street_address: '12 Aspen Way',
  city: 'Aspen',
  state: 'CO',
  postal_code: '81611',
  country: 'United States',
  time_zone: 'America/Denver',
  bedroom: 2,
  bathroom: '2',
  max_occupancy: 6,
  status: 'completed',
  harborstay_services: true,
  owners,
});

async function providerOwnerId(fx: Fx) {
  const externalId = `owner-${fx.unique()}`;
  json(
    await put(
      fx,
      `/api/provider/v1/owners/${externalId}/`,
      providerOwner(`${externalId}@example.test`),
      fx.provider,
    ),
    'provider owner',
  );
  return externalId;
}

async function guestBooking(fx: Fx, start: number) {
  const url = `/api/provider/v1/properties/${fx.propertyId}/reservations/HM-${fx.unique()}/`;
  return json<{ id: number }>(await put(fx, url, booking(start), fx.provider), 'guest booking').id;
}

async function ownerStay(fx: Fx, start: number) {
  const body = {
    property_id: fx.propertyId,
    start_date: day(start),
    end_date: day(start + 3),
    arrival: '16:00',
    guests_count: 2,
    reservation_for: 'Myself',
  };
  return json<{ id: number }>(
    await post(fx, '/api/owners/owner/property/reservation/', body, fx.owner),
    'owner stay',
  ).id;
}

async function block(fx: Fx, start: number) {
  const body = {
    start_date: day(start),
    end_date: day(start + 2),
    type_of_maintenance: 'Deep clean',
    notes: 'OpenAPI',
  };
  return json<{ id: number }>(
    await post(fx, `/api/owners/owner/property/${fx.propertyId}/calendar/`, body, fx.owner),
    'block',
  ).id;
}

type Cases = (fx: Fx) => OperationCase[] | Promise<OperationCase[]>;

/**
 * Every operation's request cases, by operationId (`documentEndpoints.upload` is `documentUpload`):
 * a new route needs its line here, with a request that reaches its success. The test adds an
 * anonymous call to every protected operation itself.
 */
export const OPERATION_CASES: Record<string, Cases> = {
  siteHealth: () => [{ status: 200 }],
  siteConfig: () => [{ status: 200 }],

  authLogin: () => [
    { status: 200, body: { username: 'owner@demo.test', password: 'Harborstay#2026' } },
    { status: 400, body: { username: 'owner@demo.test', password: 'not the password' } },
  ],
  authLogout: async (fx) => [
    { status: 200, authorization: (await fx.newOwner({ withProfile: true })).authorization },
  ],
  authUser: () => [{ status: 200 }],
  accountRequestPasswordReset: () => [{ status: 200, body: { email: 'owner@demo.test' } }],
  accountCheckPasswordResetLink: async (fx) => {
    const { email } = await fx.newOwner({ withProfile: true });
    return [{ status: 200, body: await resetLink(fx, email) }];
  },
  accountConfirmPasswordReset: async (fx) => {
    const { email } = await fx.newOwner({ withProfile: true });
    const link = await resetLink(fx, email);
    return [
      { status: 200, body: { ...link, new_password1: 'Brand#New2027', new_password2: 'Brand#New2027' } },
    ];
  },
  accountChangePassword: async (fx) => {
    const { authorization } = await fx.newOwner({ withProfile: true });
    const body = {
      old_password: TEST_PASSWORD,
      new_password1: 'Brand#New2027',
      new_password2: 'Brand#New2027',
    };
    return [{ status: 200, authorization, body }];
  },
  accountRequestCreate: () => [
    {
      status: 202,
      body: {
        first_name: 'Rita',
        last_name: 'Request',
        email: 'rita@example.test',
        phone: '+13035550111',
        property_address: '1 Pine Road, Denver, CO',
        message: 'Please',
      },
    },
  ],

  propertyList: () => [{ status: 200 }],
  propertyUpdate: (fx) => [{ status: 200, body: { id: fx.propertyId, company_structure: 'OpenAPI LLC' } }],
  propertyInfo: (fx) => [
    { status: 200, params: { id: fx.propertyId } },
    // The spec's property lookup sends an unknown property to the dashboard.
    { status: 406, params: { id: UNKNOWN } },
  ],
  propertyOwnerFinancials: () => [{ status: 200 }],
  propertyFinancials: (fx) => [
    { status: 200, params: { id: fx.propertyId } },
    { status: 404, params: { id: UNKNOWN } },
    { status: 400, params: { id: 'x' } },
  ],
  propertyFinancialsAlias: (fx) => [{ status: 200, params: { id: fx.propertyId } }],

  reportReservations: (fx): OperationCase[] => [
    { status: 200, query: { property: fx.propertyId, start: day(-365), end: day(0) } },
    { status: 400, query: { start: day(0), end: day(-1) } },
  ],
  reportReservationsExport: (fx) => [
    { status: 200, query: { property: fx.propertyId, start: day(-365), end: day(0), format: 'csv' } },
    { status: 200, query: { property: fx.propertyId, start: day(-365), end: day(0), format: 'xlsx' } },
  ],

  careList: (fx) => [
    { status: 200, query: { property: fx.propertyId } },
    { status: 404, query: { property: UNKNOWN } },
  ],
  careReportUrl: (fx) => [
    { status: 200, body: { task_id: fx.careTaskId } },
    { status: 404, body: { task_id: UNKNOWN } },
  ],
  careReport: async (fx) => {
    const signed = json<{ url: string }>(
      await post(
        fx,
        '/api/owners/owner/property/properties-care/getUrl/',
        { task_id: fx.careTaskId },
        fx.owner,
      ),
      'report address',
    );
    return [
      { status: 200, url: pathOf(signed) },
      { status: 404, url: `${pathOf(signed)}x` },
    ];
  },

  coOwnerList: () => [{ status: 200 }],
  dashboardFigures: (fx) => [{ status: 200, query: { id: fx.propertyId } }],

  ownerProfileGet: () => [{ status: 200 }],
  ownerProfileSave: async (fx) => {
    const { email, authorization } = await fx.newOwner({ withProfile: false });
    return [{ status: 200, authorization, body: { ...fx.profileInput, primary_email: email } }];
  },
  ownerProfileConfirmEmail: async (fx) => {
    const { email, authorization } = await fx.newOwner({ withProfile: false });
    const changed = `changed-${email}`;
    const saved = await post(
      fx,
      '/api/owners/create-owner-profile/',
      { ...fx.profileInput, primary_email: changed, current_password: TEST_PASSWORD },
      authorization,
    );
    json(saved, 'profile with a new e-mail');
    await fx.app.jobs.drain();
    const mail = readOutbox(fx.outboxDir).findLast((sent) => sent.to === changed);
    const token = /\/accounts\/confirm-email\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no confirmation link sent to ${changed}`);
    return [{ status: 200, body: { token } }];
  },

  notificationGet: () => [{ status: 200 }],
  notificationPut: () => [
    {
      status: 200,
      body: {
        new_booking: true,
        canceled_booking: true,
        statement_published: true,
        task_completed: false,
        own_booking: true,
      },
    },
  ],
  notificationUnsubscribe: (fx) => [{ status: 200, params: { token: fx.unsubscribeToken } }],
  notificationUnsubscribePage: (fx) => [
    { status: 303, params: { token: fx.unsubscribeToken } },
    { status: 400, params: { token: 'not-a-token' } },
  ],

  onboardingStatus: () => [{ status: 200 }],
  onboardingCreateFirstProperty: async (fx) => [
    {
      status: 201,
      authorization: (await fx.newOwner({ withProfile: true })).authorization,
      body: fx.firstPropertyInput,
    },
  ],

  calendarReservations: (fx) => [
    { status: 200, params: { id: fx.propertyId }, query: { start: day(-30), end: day(30) } },
  ],
  calendarCreateStay: (fx) => [
    {
      status: 201,
      body: {
        property_id: fx.propertyId,
        start_date: day(400),
        end_date: day(403),
        arrival: '16:00',
        guests_count: 2,
        reservation_for: 'Myself',
      },
    },
  ],
  calendarReservation: async (fx) => [
    { status: 200, params: { id: await ownerStay(fx, 410) } },
    { status: 404, params: { id: UNKNOWN } },
  ],
  calendarUpdateStay: async (fx) => [
    { status: 200, params: { id: await ownerStay(fx, 420) }, body: { status: 'canceled' } },
    // A guest booking is the provider's: an owner cannot change it.
    { status: 403, params: { id: await guestBooking(fx, 530) }, body: { status: 'canceled' } },
    { status: 404, params: { id: UNKNOWN }, body: { status: 'canceled' } },
  ],
  calendarCreateBlock: (fx) => [
    {
      status: 201,
      params: { propertyId: fx.propertyId },
      body: { start_date: day(430), end_date: day(432), type_of_maintenance: 'Deep clean', notes: 'OpenAPI' },
    },
  ],
  calendarUpdateBlock: async (fx) => [
    {
      status: 200,
      params: { propertyId: fx.propertyId },
      body: { id: await block(fx, 440), status: 'available' },
    },
  ],
  calendarPrices: (fx) => [
    { status: 200, params: { id: fx.propertyId, startDate: day(-7), endDate: day(30) } },
  ],

  calendarFeedAddress: (fx) => [
    { status: 200, params: { id: fx.propertyId } },
    { status: 404, params: { id: UNKNOWN } },
  ],
  calendarFeedReset: (fx) => [
    { status: 201, params: { id: fx.propertyId } },
    { status: 404, params: { id: UNKNOWN } },
  ],
  calendarFeedFeed: async (fx) => {
    const feedOf = async (propertyId: number) =>
      pathOf(
        json<{ url: string }>(
          await fx.app.inject({
            method: 'GET',
            url: `/api/owners/owner/property/${propertyId}/calendar-feed/`,
            headers: { authorization: fx.owner },
          }),
          'feed address',
        ),
      );
    const url = await feedOf(fx.propertyId);
    const first = await fx.app.inject({ method: 'GET', url });
    const etag = first.headers.etag;
    if (typeof etag !== 'string') throw new Error(`the feed sent no ETag: ${first.statusCode}`);
    // Another property's feed, its hour's requests spent (60, decision 0057), answers 429.
    const properties = json<{ id: number }[]>(
      await fx.app.inject({
        method: 'GET',
        url: '/api/owners/owner/properties/',
        headers: { authorization: fx.owner },
      }),
      'properties',
    );
    const other = properties.find((property) => property.id !== fx.propertyId);
    if (!other) throw new Error('Olivia has one property only');
    const spent = await feedOf(other.id);
    for (let request = 0; request < 60; request += 1) await fx.app.inject({ method: 'GET', url: spent });
    return [
      { status: 200, url },
      { status: 304, url, headers: { 'if-none-match': etag } },
      { status: 404, url: url.replace('.ics', 'x.ics') },
      { status: 429, url: spent },
    ];
  },

  documentList: (fx) => [
    { status: 200, params: { propertyId: fx.propertyId } },
    { status: 404, params: { propertyId: UNKNOWN } },
  ],
  documentUpload: (fx) => [
    {
      status: 201,
      params: { propertyId: fx.propertyId },
      form: { fields: { name: 'OpenAPI permit', type: 'Permit', date: day(0), notes: '' }, file: PDF },
    },
  ],
  documentUrl: (fx) => [
    { status: 200, params: { propertyId: fx.propertyId, id: fx.documentId } },
    { status: 404, params: { propertyId: fx.propertyId, id: UNKNOWN } },
  ],
  fileSigned: async (fx) => {
    const address = await documentAddress(fx);
    return [
      { status: 200, url: address },
      { status: 200, url: `${address}&download=1` },
      { status: 404, url: address.replace('signature=', 'signature=x') },
      // Only `1` is a value of download: another is refused, as documented.
      { status: 400, url: `${address}&download=0` },
    ];
  },

  integrationBreezewayWebhook: (fx) => [
    { status: 200, params: { token: fx.breezewayWebhookToken }, body: { event: 'test_webhook_event' } },
    { status: 404, params: { token: 'another' }, body: { event: 'test_webhook_event' } },
  ],
  integrationGuestyWebhook: (fx): OperationCase[] => {
    const body = JSON.stringify({ event: 'reservation.updated.v2', reservation: { _id: 'openapi-1' } });
    const id = `msg_${fx.unique()}`;
    const at = new Date();
    return [
      {
        status: 200,
        body,
        headers: {
          'content-type': 'application/json',
          'svix-id': id,
          'svix-timestamp': String(Math.floor(at.getTime() / 1000)),
          'svix-signature': new Webhook(fx.guestyWebhookSecret).sign(id, at, body),
        },
      },
      { status: 401, body, headers: { 'content-type': 'application/json' } },
    ];
  },

  providerProperties: () => [{ status: 200 }],
  providerPutReservation: (fx) => [
    { status: 201, params: { id: fx.propertyId, external_id: `HM-${fx.unique()}` }, body: booking(500) },
    { status: 404, params: { id: UNKNOWN, external_id: `HM-${fx.unique()}` }, body: booking(500) },
  ],
  providerDeleteReservation: async (fx) => {
    const externalId = `HM-${fx.unique()}`;
    json(
      await put(
        fx,
        `/api/provider/v1/properties/${fx.propertyId}/reservations/${externalId}/`,
        booking(510),
        fx.provider,
      ),
      'provider booking',
    );
    return [{ status: 200, params: { id: fx.propertyId, external_id: externalId } }];
  },
  providerPutTask: (fx) => [
    {
      status: 201,
      params: { id: fx.propertyId, external_id: `task-${fx.unique()}` },
      body: {
        name: 'Departure clean',
        type_task_status: 'finished',
        finished_at: '2026-11-01T10:00:00Z',
        report_html: '<p>Clean</p>',
      },
    },
  ],
  providerPutCalendar: (fx) => [
    {
      status: 200,
      params: { id: fx.propertyId },
      body: { days: [{ date: day(520), price: 250, block_ref: null }] },
    },
  ],
  providerPutOwner: (fx) => {
    const externalId = `owner-${fx.unique()}`;
    return [
      { status: 201, params: { external_id: externalId }, body: providerOwner(`${externalId}@example.test`) },
    ];
  },
  providerDeleteOwner: async (fx) => [
    { status: 200, params: { external_id: await providerOwnerId(fx) } },
    { status: 404, params: { external_id: `unknown-${fx.unique()}` } },
  ],
  providerInviteOwner: async (fx) => [
    { status: 202, params: { external_id: await providerOwnerId(fx) } },
    { status: 404, params: { external_id: `unknown-${fx.unique()}` } },
  ],
  providerPutListing: async (fx) => [
    {
      status: 201,
      params: { external_id: `listing-${fx.unique()}` },
      body: listing([await providerOwnerId(fx)]),
    },
  ],
  providerDeleteListing: async (fx) => {
    const externalId = `listing-${fx.unique()}`;
    json(
      await put(
        fx,
        `/api/provider/v1/listings/${externalId}/`,
        listing([await providerOwnerId(fx)]),
        fx.provider,
      ),
      'provider listing',
    );
    return [{ status: 200, params: { external_id: externalId } }];
  },
  providerDocuments: (fx) => [
    {
      status: 201,
      params: { id: fx.propertyId },
      form: {
        fields: { name: 'November statement', type: 'Monthly statements', date: day(0), notes: '' },
        file: PDF,
      },
    },
  ],
};
