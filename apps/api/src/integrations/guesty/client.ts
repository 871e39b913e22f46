import type { DbOrTx } from '@harborstay/db';
import { ConnectorRefused, ConnectorUnavailable, retryAfterMs } from '../connector-errors';
import { accessToken, forgetToken } from '../token-store';
import { GUESTY_LIMITS, takeCall, type CallLimits } from './call-budget';
import { guestyTokenSource } from './token';

export type GuestySettings = {
  /** https://open-api.guesty.com unless told otherwise (tests: the fake); the API is under /v1. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** `whsec_…`: the key Svix signs Guesty's webhooks with; no webhook is taken without it. */
  webhookSecret: string | undefined;
  timeoutMs: number;
  /** When Guesty is down without saying for how long (5xx without Retry-After, no answer). */
  unavailableWaitMs: number;
  /** Guesty's own limits (call-budget.ts) unless a test says otherwise. */
  limits?: CallLimits;
};

type GuestyCall = { query?: Record<string, string | number | readonly string[]>; body?: unknown };
export type GuestyClient = {
  get: (path: string, query?: GuestyCall['query']) => Promise<unknown>;
  post: (path: string, body: unknown) => Promise<unknown>;
  put: (path: string, body: unknown) => Promise<unknown>;
};

/** How often a server waiting for another's token request looks again, and for how long at most. */
const TOKEN_POLL_MS = 250;
const TOKEN_POLL_LIMIT_MS = 10 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Guesty's Open API (contract, "Connectors"): every call under `{base}/v1/` with the shared token,
 * within Guesty's per-key limits counted for all servers (call-budget.ts). A wait for the budget
 * or for a 429's Retry-After is slept through when it fits in `maxWaitMs` (the sync command waits
 * out an hour; a job waits seconds), and is otherwise ConnectorUnavailable with the wait, which
 * the job queue honours. A 5xx or no answer in time is ConnectorUnavailable too; a 401 forgets the
 * token and tries once more.
 */
export function createGuestyClient(
  settings: GuestySettings,
  deps: { db: DbOrTx; maxWaitMs?: number },
): GuestyClient {
  const maxWaitMs = deps.maxWaitMs ?? 5_000;
  const limits = settings.limits ?? GUESTY_LIMITS;
  const tokens = guestyTokenSource(deps.db, settings, (body) =>
    send('POST', '/oauth2/token', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    }),
  );

  async function send(
    method: string,
    path: string,
    init: { headers: Record<string, string>; body?: string },
  ) {
    try {
      return await fetch(`${settings.apiUrl}${path}`, {
        method,
        headers: { accept: 'application/json', ...init.headers },
        body: init.body,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new ConnectorUnavailable(
        `Guesty ${method} ${path}: ${(error as Error).message}`,
        settings.unavailableWaitMs,
      );
    }
  }

  async function request(method: 'GET' | 'POST' | 'PUT', path: string, call: GuestyCall) {
    const started = Date.now();
    /** Sleeps through a wait that fits in maxWaitMs; a longer one is the queue's to wait. */
    const waitOrGiveUp = async (waitMs: number, why: string) => {
      if (Date.now() - started + waitMs > maxWaitMs) throw new ConnectorUnavailable(`Guesty ${why}`, waitMs);
      await sleep(waitMs);
    };
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(call.query ?? {}))
      for (const one of typeof value === 'object' ? value : [value]) search.append(name, String(one));
    const target = `/v1${path}${search.size ? `?${search}` : ''}`;
    let isTokenRenewed = false;
    for (;;) {
      const budgetWaitMs = await takeCall(deps.db, 'guesty', limits);
      if (budgetWaitMs > 0) {
        await waitOrGiveUp(budgetWaitMs, `call budget spent (${limits.minute}/min, ${limits.hour}/h)`);
        continue;
      }
      const token = await accessToken(deps.db, tokens).catch(async (error: unknown) => {
        // Another server is asking for the token this moment: it is stored within a second or so.
        if (!(error instanceof ConnectorUnavailable) || error.afterMs > TOKEN_POLL_LIMIT_MS) throw error;
        await waitOrGiveUp(TOKEN_POLL_MS, error.message);
        return undefined;
      });
      if (!token) continue;
      const response = await send(method, target, {
        headers: {
          authorization: `Bearer ${token}`,
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
      if (response.ok) {
        const text = await response.text();
        return text ? (JSON.parse(text) as unknown) : null;
      }
      const detail = (await response.text()).slice(0, 300);
      if (response.status === 401 && !isTokenRenewed) {
        isTokenRenewed = true;
        await forgetToken(deps.db, 'guesty', token);
        continue;
      }
      const retryAfter = response.headers.get('retry-after');
      if (response.status === 429) {
        await waitOrGiveUp(
          retryAfterMs(retryAfter, 1_000),
          `${method} ${path}: 429, Retry-After ${retryAfter}`,
        );
        continue;
      }
      if (response.status >= 500)
        throw new ConnectorUnavailable(
          `Guesty ${method} ${path}: ${response.status}`,
          retryAfterMs(retryAfter, settings.unavailableWaitMs),
        );
      // A 4xx other than 401 and 429: the request itself is wrong, the caller judges what follows.
      throw new ConnectorRefused(`Guesty ${method} ${path}: ${response.status} ${detail}`);
    }
  }

  return {
    get: (path, query) => request('GET', path, { query }),
    post: (path, body) => request('POST', path, { body }),
    put: (path, body) => request('PUT', path, { body }),
  };
}
