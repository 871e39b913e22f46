import { messages } from '@harborstay/contracts';
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

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

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
 * Every call to our API: adds the token, parses JSON, turns a 401 into a sign-out, and fails with
 * an ApiError (an answer) or a NetworkError (none), each carrying words an owner may read.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const session = sessionStore.get();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (session) headers.authorization = `Token ${session.key}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled request (a page left, a query superseded) is not a failure: its caller knows why.
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return body as T;

  if (response.status === 401 && session) handleUnauthorized();
  throw new ApiError(response.status, isRecord(body) ? body : {});
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
