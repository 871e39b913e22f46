import { z } from 'zod';
import type { DbOrTx } from '@harborstay/db';
import { ConnectorRefused, ConnectorUnavailable, retryAfterMs } from '../connector-errors';
import { accessToken, forgetToken, type TokenSource } from '../token-store';

export type BreezewaySettings = {
  /** https://api.breezeway.io unless told otherwise (tests: the fake). */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The secret part of the webhook address; no webhook is taken without it. */
  webhookToken: string | undefined;
  timeoutMs: number;
};

/** Breezeway's tokens last 24 h; one token call a minute (developer.breezeway.io, "Authentication"). */
const TOKEN_LIFETIME_MS = 24 * 3_600_000;
const TOKEN_INTERVAL_MS = 60_000;
/** Renewed an hour before it expires, so that a long sync never meets an expired token. */
const RENEW_BEFORE_MS = 3_600_000;
/** When Breezeway says 429 or 5xx without a Retry-After. */
const DEFAULT_WAIT_MS = 30_000;

const ZTokens = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1).nullish() });

export type BreezewayClient = {
  get: (path: string, query?: Record<string, string | number>) => Promise<unknown>;
  post: (path: string, body: unknown) => Promise<unknown>;
};

/**
 * Breezeway's public API (contract, "Connectors"): the JWT from `POST /public/auth/v1/` kept in the
 * database for every server and renewed through `/public/auth/v1/refresh`, sent as
 * `Authorization: JWT <token>`. A 401 forgets the token and tries once more; a 429 or 5xx, or no
 * answer in time, is ConnectorUnavailable with Breezeway's Retry-After when it gives one.
 */
export function createBreezewayClient(
  settings: BreezewaySettings,
  deps: { db: DbOrTx; fetch?: typeof fetch },
): BreezewayClient {
  const fetchImpl = deps.fetch ?? fetch;

  async function call(
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: string },
  ) {
    try {
      return await fetchImpl(`${settings.apiUrl}${path}`, {
        method,
        headers: { accept: 'application/json', ...init.headers },
        body: init.body,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new ConnectorUnavailable(
        `Breezeway ${method} ${path}: ${(error as Error).message}`,
        DEFAULT_WAIT_MS,
      );
    }
  }

  async function unavailableOrRefused(response: Response, what: string): Promise<never> {
    const text = (await response.text()).slice(0, 300);
    if (response.status === 429 || response.status >= 500)
      throw new ConnectorUnavailable(
        `${what} answered ${response.status}: ${text}`,
        retryAfterMs(response.headers.get('retry-after'), DEFAULT_WAIT_MS),
      );
    throw new ConnectorRefused(`${what} answered ${response.status}: ${text}`);
  }

  const tokens: TokenSource = {
    connector: 'breezeway',
    minIntervalMs: TOKEN_INTERVAL_MS,
    renewBeforeMs: RENEW_BEFORE_MS,
    async issue(refreshToken) {
      if (refreshToken) {
        const refreshed = await call('POST', '/public/auth/v1/refresh', {
          headers: { authorization: `JWT ${refreshToken}` },
        });
        // A refused refresh token falls back to the credentials, within the same claim.
        if (refreshed.ok) return readTokens(await refreshed.json());
      }
      const response = await call('POST', '/public/auth/v1/', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: settings.clientId, client_secret: settings.clientSecret }),
      });
      if (!response.ok) return unavailableOrRefused(response, 'Breezeway token');
      return readTokens(await response.json());
    },
  };

  function readTokens(body: unknown) {
    const parsed = ZTokens.safeParse(body);
    if (!parsed.success) throw new ConnectorRefused('Breezeway token answer not understood');
    return {
      accessToken: parsed.data.access_token,
      refreshToken: parsed.data.refresh_token ?? null,
      expiresInMs: TOKEN_LIFETIME_MS,
    };
  }

  async function request(method: 'GET' | 'POST', path: string, body?: unknown) {
    for (let attempt = 1; ; attempt += 1) {
      const token = await accessToken(deps.db, tokens);
      const response = await call(method, path, {
        headers: {
          authorization: `JWT ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status === 401 && attempt === 1) {
        await forgetToken(deps.db, 'breezeway', token);
        continue;
      }
      if (!response.ok) return unavailableOrRefused(response, `Breezeway ${method} ${path}`);
      const text = await response.text();
      return text ? (JSON.parse(text) as unknown) : null;
    }
  }

  return {
    get: (path, query = {}) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) search.set(name, String(value));
      return request('GET', search.size ? `${path}?${search}` : path);
    },
    post: (path, body) => request('POST', path, body),
  };
}
