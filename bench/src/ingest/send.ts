import autocannon from 'autocannon';
import { CONNECTIONS } from '../load/measure';
import type { Booking } from './bookings';

export type ReadFigures = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers outside 2xx. */
  non2xx: number;
  /** Socket errors and requests unanswered after autocannon's 10 s (not in the latencies). */
  errors: number;
  /** How many answers of each status. */
  statuses: Map<number, number>;
};

export type SendFigures = ReadFigures & {
  /** The bookings answered 200 or 201: the server has them. */
  acknowledged: Booking[];
};

function figuresOf(result: autocannon.Result, statuses: Map<number, number>): ReadFigures {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

/**
 * `connections` clients GET the paths in turn for `seconds`, as fast as the server answers, as
 * the load bench's `hammer` does, counting the answers of each status.
 */
export async function getPaths(options: {
  origin: string;
  paths: readonly string[];
  seconds: number;
  authorization?: string | undefined;
}): Promise<ReadFigures> {
  const statuses = new Map<number, number>();
  let turn = 0;
  const result = await autocannon({
    url: options.origin,
    connections: CONNECTIONS,
    duration: options.seconds,
    headers: options.authorization ? { authorization: options.authorization } : {},
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: options.paths[turn++ % options.paths.length] }),
        onResponse: (status) => count(statuses, status),
      },
    ],
  });
  return figuresOf(result, statuses);
}

const count = (statuses: Map<number, number>, status: number) =>
  statuses.set(status, (statuses.get(status) ?? 0) + 1);

const headersFor = (key: string) => ({
  authorization: `Bearer ${key}`,
  'content-type': 'application/json',
});

/**
 * `connections` clients PUT bookings for `seconds`, as fast as the server answers; `next` gives
 * each request its booking (a new one, or one sent before for a replay).
 */
export async function putBookings(options: {
  origin: string;
  key: string;
  seconds: number;
  next: () => Booking;
  connections?: number;
}): Promise<SendFigures> {
  const statuses = new Map<number, number>();
  const acknowledged: Booking[] = [];
  // One request in flight per connection (no pipelining): the connection's context holds its booking.
  type Context = { booking?: Booking };
  const result = await autocannon({
    url: options.origin,
    connections: options.connections ?? CONNECTIONS,
    duration: options.seconds,
    requests: [
      {
        setupRequest: (request, context) => {
          const booking = options.next();
          (context as Context).booking = booking;
          return {
            ...request,
            method: 'PUT',
            path: booking.path,
            headers: { ...request.headers, ...headersFor(options.key) },
            body: booking.body,
          };
        },
        onResponse: (status, _body, context) => {
          count(statuses, status);
          const { booking } = context as Context;
          if (booking && (status === 200 || status === 201)) acknowledged.push(booking);
        },
      },
    ],
  });
  return { ...figuresOf(result, statuses), acknowledged };
}

export type ArrivalFigures = {
  sent: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers outside 2xx and requests that failed. */
  failures: number;
  acknowledged: Booking[];
};

/**
 * A second client that PUTs `perSecond` new bookings a second at a steady pace, whatever the
 * answers' latency (each is sent at its time, without waiting for the one before), until stopped.
 */
export function startArrivals(options: {
  origin: string;
  key: string;
  perSecond: number;
  next: () => Booking;
}) {
  const latencies: number[] = [];
  const acknowledged: Booking[] = [];
  const inFlight = new Set<Promise<void>>();
  let failures = 0;
  let sent = 0;
  let isStopped = false;
  const t0 = performance.now();
  const interval = 1000 / options.perSecond;

  const send = (booking: Booking) => {
    const started = performance.now();
    const request = fetch(`${options.origin}${booking.path}`, {
      method: 'PUT',
      headers: headersFor(options.key),
      body: booking.body,
    })
      .then(async (response) => {
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status === 200 || response.status === 201) acknowledged.push(booking);
        else failures += 1;
      })
      .catch(() => {
        failures += 1;
      });
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  };

  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    // Every booking whose time has come, so that a late timer catches up instead of lowering the rate.
    while (!isStopped && t0 + sent * interval <= performance.now()) {
      sent += 1;
      send(options.next());
    }
    if (!isStopped) timer = setTimeout(tick, Math.max(0, t0 + sent * interval - performance.now()));
  };
  tick();

  return {
    stop: async (): Promise<ArrivalFigures> => {
      isStopped = true;
      clearTimeout(timer);
      const seconds = (performance.now() - t0) / 1000;
      await Promise.all(inFlight);
      const sorted = latencies.toSorted((a, b) => a - b);
      const at = (share: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
      return { sent, perSecond: sent / seconds, p50: at(0.5), p99: at(0.99), failures, acknowledged };
    },
  };
}
