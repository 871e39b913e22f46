import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type {
  TCalendarFeed,
  TCalendarPrice,
  TDashboard,
  TDetailError,
  TReservationReport,
  TPasswordResetLinkRefused,
  TPasswordResetLinkValid,
  TDocument,
  TSignedUrl,
  TLoginRequest,
  TLoginResponse,
  TNotificationSettings,
  TOnboardingPropertyCreated,
  TOnboardingPropertyInput,
  TOnboardingStatus,
  TOwnerAccountRequest,
  TOwnerCoOwnersList,
  TOwnerProfile,
  TOwnerProfileRecord,
  TPasswordChangeRequest,
  TPasswordResetCheckRequest,
  TPasswordResetConfirmRequest,
  TPasswordResetRequest,
  TPropertyFinancials,
  TPropertyInfo,
  TPropertyListItem,
  TPropertyUpdateRequest,
  TReservation,
  TSiteConfig,
  TUnsubscribeAnswer,
  TValidationError,
} from '@harborstay/contracts';

type Endpoint<TRequest, TResponse extends JsonBodyType> = { request: TRequest; response: TResponse };

/** The endpoints the web app calls, with the contracts' request and response bodies. */
type Endpoints = {
  'GET /api/config/': Endpoint<undefined, TSiteConfig>;
  'GET /api/health': Endpoint<undefined, { status: 'ok' }>;
  'POST /api/auth/login/': Endpoint<TLoginRequest, TLoginResponse>;
  'POST /api/auth/password/reset/': Endpoint<TPasswordResetRequest, TDetailError>;
  'POST /api/auth/password/reset/check/': Endpoint<TPasswordResetCheckRequest, TPasswordResetLinkValid>;
  'POST /api/auth/password/reset/confirm/': Endpoint<TPasswordResetConfirmRequest, TDetailError>;
  'POST /api/auth/password/change/': Endpoint<TPasswordChangeRequest, TDetailError>;
  'POST /api/owners/account-requests/': Endpoint<TOwnerAccountRequest, TDetailError>;
  'GET /api/owners/owner/': Endpoint<undefined, TOwnerProfileRecord>;
  'POST /api/owners/create-owner-profile/': Endpoint<TOwnerProfile, TOwnerProfileRecord>;
  'GET /api/owners/': Endpoint<undefined, TOwnerCoOwnersList>;
  'GET /api/owners/owner/notifications/': Endpoint<undefined, TNotificationSettings>;
  'PUT /api/owners/owner/notifications/': Endpoint<TNotificationSettings, TNotificationSettings>;
  'POST /api/owners/notifications/unsubscribe/:token/': Endpoint<undefined, TUnsubscribeAnswer>;
  'GET /api/owners/owner/properties/': Endpoint<undefined, TPropertyListItem[]>;
  'PUT /api/owners/owner/properties/': Endpoint<TPropertyUpdateRequest, TPropertyInfo>;
  'GET /api/owners/owner/property/:id/': Endpoint<undefined, TPropertyInfo>;
  'GET /api/owners/owner/property/financials/:id/': Endpoint<undefined, TPropertyFinancials>;
  'GET /api/owners/dashboard/': Endpoint<undefined, TDashboard>;
  'GET /api/owners/onboarding/': Endpoint<undefined, TOnboardingStatus>;
  'POST /api/owners/onboarding/property/': Endpoint<TOnboardingPropertyInput, TOnboardingPropertyCreated>;
  'GET /api/owners/owner/property/:id/reservations/': Endpoint<undefined, TReservation[]>;
  'GET /api/owners/owner/property/:id/calendar/:startDate/:endDate/': Endpoint<undefined, TCalendarPrice[]>;
  'GET /api/owners/owner/property/:id/calendar-feed/': Endpoint<undefined, TCalendarFeed>;
  'POST /api/owners/owner/property/:id/calendar-feed/': Endpoint<undefined, TCalendarFeed>;
  'GET /api/owners/owner/property/:propertyId/documents/': Endpoint<undefined, TDocument[]>;
  'POST /api/owners/owner/property/:propertyId/documents/:id/url/': Endpoint<undefined, TSignedUrl>;
  'GET /api/owners/owner/reservations/': Endpoint<undefined, TReservationReport>;
};
export type ApiRoute = keyof Endpoints;

const NETWORK_ERROR = Symbol('network error');
/** What a mocked endpoint answers: its contract's body, an error body with its status, or no answer. */
/** The contract's error bodies: a detail, errors by field, or a refused reset link's (decision 0091). */
type TErrorBody = TDetailError | TValidationError | TPasswordResetLinkRefused;

export type ApiAnswer<TResponse extends JsonBodyType> =
  | { status: 200 | 201 | 202; body: TResponse }
  | { status: number; body: TErrorBody; headers?: Record<string, string> }
  | typeof NETWORK_ERROR;

export const ok = <TResponse extends JsonBodyType>(
  body: TResponse,
  status: 200 | 201 | 202 = 200,
): ApiAnswer<TResponse> => ({
  status,
  body,
});
export const fail = (
  status: number,
  body: TErrorBody,
  headers?: Record<string, string>,
): ApiAnswer<never> => ({ status, body, ...(headers && { headers }) });
/** The browser got no answer at all (offline, DNS, CORS): fetch rejects. */
export const networkError = (): ApiAnswer<never> => NETWORK_ERROR;

type Resolver<TRoute extends ApiRoute> = (request: {
  body: Endpoints[TRoute]['request'];
  params: Record<string, string>;
  /** The query string's values. */
  query: URLSearchParams;
}) => ApiAnswer<Endpoints[TRoute]['response']>;
export type ApiMocks = { [TRoute in ApiRoute]?: Resolver<TRoute> };

/** A request that reached a mocked endpoint, in the order sent. */
export type ApiCall = { route: ApiRoute; body: unknown; /** The query string, '?…' or ''. */ search: string };

/** The site configuration every page may ask for, as a portal without widgets answers it. */
export const defaultSiteConfig: TSiteConfig = { brand_name: 'Harborstay', widgets: [] };

/** Requests no test mocked, as 'METHOD /path': setup.ts fails the test that sent them. */
export const unmockedRequests: string[] = [];

/**
 * The API as the web tests see it; setup.ts starts it and fails a test whose code calls an endpoint
 * it did not mock. Such a call gets no answer at once, as when offline, rather than going out to
 * whatever listens on localhost and outliving the test.
 */
export const apiServer = setupServer(
  http.get('/api/config/', () => HttpResponse.json(defaultSiteConfig)),
  http.all('*', ({ request }) => {
    unmockedRequests.push(`${request.method} ${new URL(request.url).pathname}`);
    return HttpResponse.error();
  }),
);

function toResponse<TResponse extends JsonBodyType>(answer: ApiAnswer<TResponse>): Response {
  if (answer === NETWORK_ERROR) return HttpResponse.error();
  const headers = 'headers' in answer ? answer.headers : undefined;
  return HttpResponse.json(answer.body, { status: answer.status, ...(headers && { headers }) });
}

/**
 * Answers each route with its resolver for the rest of the test, and records the calls made to them.
 * Routes are 'METHOD /path' as the contracts name them; `:id` matches any segment.
 */
export function mockApi(mocks: ApiMocks): ApiCall[] {
  const calls: ApiCall[] = [];
  const handlers = Object.entries(mocks).map(([route, resolve]): HttpHandler => {
    const [method = '', path = ''] = route.split(' ');
    const lowerMethod = method.toLowerCase() as 'get' | 'post' | 'put';
    return http[lowerMethod](path, async ({ request, params }) => {
      const text = await request.text();
      const body: unknown = text === '' ? undefined : JSON.parse(text);
      calls.push({ route: route as ApiRoute, body, search: new URL(request.url).search });
      const answer = (resolve as Resolver<ApiRoute>)({
        body: body as never,
        params: params as Record<string, string>,
        query: new URL(request.url).searchParams,
      });
      return toResponse(answer);
    });
  });
  apiServer.use(...handlers);
  return calls;
}

/** Every request the code under test sent this test, as 'METHOD /path', mocked or not. */
export const sentRequests: string[] = [];
apiServer.events.on('request:start', ({ request }) => {
  sentRequests.push(`${request.method} ${new URL(request.url).pathname}`);
});
