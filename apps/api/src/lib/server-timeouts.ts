import type { IncomingMessage } from 'node:http';

/**
 * How long the server waits on a client (issue 28): without these a client that sends part of a
 * body and stops holds its connection, its handler and its partial file for ever.
 */
export type ServerTimeouts = {
  /** A request's headers must all arrive within this long, or it is answered 408 and closed. */
  headersMs: number;
  /** The whole request, body included, must arrive within this long, or it is answered 408 and closed. */
  requestMs: number;
  /** A connection on which nothing arrives or leaves for this long is closed. */
  idleMs: number;
  /** How long a kept-alive connection waits for its next request. */
  keepAliveMs: number;
};

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 20_000,
  // A 10 MB upload over a 1 Mbit/s uplink takes about 85 s.
  requestMs: 120_000,
  idleMs: 60_000,
  // Longer than a balancer's idle timeout (60 s at AWS), so the balancer, not the server, closes first.
  keepAliveMs: 72_000,
};

/** Fastify's options for the timeouts: Node's http server enforces them, before and during a handler. */
export function serverTimeoutOptions(timeouts: Partial<ServerTimeouts> = {}) {
  const { headersMs, requestMs, idleMs, keepAliveMs } = { ...DEFAULT_SERVER_TIMEOUTS, ...timeouts };
  // Node refuses a headers timeout longer than the request's.
  const headersTimeout = Math.min(headersMs, requestMs);
  // Node looks for late headers and bodies every `connectionsCheckingInterval` (30 s by default),
  // so a deadline could pass by that much: look ten times per shortest deadline, at most every second.
  const connectionsCheckingInterval = Math.max(10, Math.min(1000, Math.floor(headersTimeout / 10)));
  return {
    connectionTimeout: idleMs,
    keepAliveTimeout: keepAliveMs,
    requestTimeout: requestMs,
    http: {
      headersTimeout,
      requestTimeout: requestMs,
      keepAliveTimeout: keepAliveMs,
      connectionsCheckingInterval,
    },
  };
}

/**
 * Whether the client is gone: it closed its connection, or a timeout above closed it. No answer
 * reaches it any more, and what failed for that reason (a body cut midway) is its doing, not a fault.
 */
export function isClientGone(raw: IncomingMessage): boolean {
  return raw.aborted || raw.socket?.destroyed === true;
}
