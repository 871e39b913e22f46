import type { z } from 'zod';
import {
  endpointUrl,
  messages,
  type TEndpoint,
  type TEndpointBody,
  type TEndpointResponse,
  type TPathParamName,
  type TPathParamValues,
  type TRoute,
} from '@harborstay/contracts';
import { sessionStore } from '../session/session-store';

/**
 * An answer that was not 2xx: the status and the contract's error body. Its message is the body's
 * own, or the portal's processing error for a body without one (a proxy's HTML page, say).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(firstMessage(body) ?? messages.requestFailed);
  }

  /** The messages of one field of a 400 body, or of non_field_errors. */
  fieldErrors(field: string): string[] {
    const value = this.body[field];
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  }
}

function firstMessage(body: Record<string, unknown>): string | undefined {
  if (typeof body.detail === 'string') return body.detail;
  for (const value of Object.values(body)) {
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return undefined;
}

/**
 * A request that got no answer (offline, server down, blocked). The browser's own words ('Failed
 * to fetch', 'NetworkError when attempting to fetch resource.') differ by browser and mean nothing
 * to an owner: the message is the portal's, the browser's error stays as the cause for the log.
 */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(messages.requestFailed, { cause });
    this.name = 'NetworkError';
  }
}

/** Called when the server no longer accepts our token; the app installs the sign-out. */
let handleUnauthorized: () => void = () => undefined;
export function onUnauthorized(handler: () => void) {
  handleUnauthorized = handler;
}

/**
 * What callEndpoint does with an answer that is not 2xx, for the few calls that cannot use fetch
 * (an upload that reports its progress goes through XMLHttpRequest): a 401 signs out.
 */
export function apiErrorOf(status: number, body: unknown): ApiError {
  if (status === 401 && sessionStore.get()) handleUnauthorized();
  return new ApiError(status, isRecord(body) ? body : {});
}

type TParamsOption<E extends TEndpoint> =
  TPathParamName<E['path']> extends never ? { params?: never } : { params: TPathParamValues<E> };

type TQueryOption<E extends TEndpoint> = E['query'] extends z.ZodType
  ? Record<never, never> extends z.input<E['query']>
    ? { query?: z.input<E['query']> }
    : { query: z.input<E['query']> }
  : { query?: never };

type TBodyOption<E extends TEndpoint> = E['body'] extends z.ZodType
  ? { body: TEndpointBody<E> }
  : { body?: never };

/** What a call of the endpoint E takes: exactly the path parameters, query and body it declares. */
type TCallOptions<E extends TEndpoint> = TParamsOption<E> &
  TQueryOption<E> &
  TBodyOption<E> & { signal?: AbortSignal };

/**
 * The options may be left out when the endpoint needs none of them. Nothing is accepted when the
 * route names no endpoint (a declaration or a plain path passed for a route of `…Calls`): its
 * parameters and answer would go unchecked.
 */
type TCallArgs<E extends TEndpoint> = string extends E['path']
  ? [never]
  : Record<never, never> extends TCallOptions<E>
    ? [options?: TCallOptions<E>]
    : [options: TCallOptions<E>];

type TAnyCallOptions = {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
};

// callEndpoint's own signature has checked the params against the endpoint's literal path; here the
// route is any TRoute, whose path names no parameters to the type. endpointUrl still throws
// at run time for a missing one.
const urlOf = endpointUrl as (route: TRoute, values?: Record<string, string | number>) => string;

/**
 * Every call to our API, from the endpoint's declaration in contracts (docs/decisions/0018) as a
 * route of `calls.ts` (decision 0072): its URL and method, the body its schema accepts, the answer
 * its success schema describes. Adds the token, parses JSON, turns a 401 into a sign-out, and fails
 * with an ApiError (an answer) or a NetworkError (none), each carrying words an owner may read.
 */
export function callEndpoint<E extends TEndpoint>(
  route: TRoute<E>,
  ...[options]: TCallArgs<E>
): Promise<TEndpointResponse<E>>;
export async function callEndpoint(route: TRoute, options: TAnyCallOptions = {}): Promise<unknown> {
  const url = urlOf(route, options.params) + queryString(options.query);
  const session = sessionStore.get();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (session) headers.authorization = `Token ${session.key}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // A canceled request (a page left, a query superseded) is not a failure: its caller knows why.
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return body;

  if (response.status === 401 && session) handleUnauthorized();
  throw new ApiError(response.status, isRecord(body) ? body : {});
}

/**
 * A file the API streams (an export): fetched with the token like any call, then handed to the
 * browser as a download under the name the server gave it. A browser link cannot carry the
 * `Authorization` header, hence the fetch.
 */
export async function downloadEndpoint(
  route: TRoute,
  options: { query?: Record<string, unknown>; fallbackName: string },
): Promise<void> {
  const session = sessionStore.get();
  let response: Response;
  try {
    response = await fetch(urlOf(route) + queryString(options.query), {
      headers: session ? { authorization: `Token ${session.key}` } : {},
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 401 && session) handleUnauthorized();
    throw new ApiError(response.status, isRecord(body) ? body : {});
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? options.fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address can go once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** The file name of a `content-disposition`: the exact `filename*`, else the plain one. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (exact) return decodeURIComponent(exact);
  return /filename="([^"]+)"/i.exec(disposition)?.[1];
}

/** `?name=value&…` of the query, a list as repeated names; nothing for no query. */
function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
