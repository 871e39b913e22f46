import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { PROVIDER_REPORT_MAX_BYTES } from '@harborstay/contracts';

/** Why a report address was not fetched: said to the provider under `report_url`. */
export class ReportFetchRefused extends Error {}

export type ReportFetchOptions = {
  maxBytes: number;
  timeoutMs: number;
  /** Exact origins let through over http and to any address (tests, a company's own report server). */
  allowOrigins: readonly string[];
};

const MAX_REDIRECTS = 5;

/** A care report address is fetched with at most this much and this long (contract). */
const CARE_REPORT_LIMITS = { maxBytes: PROVIDER_REPORT_MAX_BYTES, timeoutMs: 10_000 };

/** The fetch of care report addresses, from the provider API or a connector, with the contract's limits. */
export const careReportFetcher = (allowOrigins: readonly string[]) => (address: string) =>
  fetchReport(address, { ...CARE_REPORT_LIMITS, allowOrigins });

// Only public unicast addresses: the agents check the address each connection is made to, after
// the DNS answer, so neither a name that resolves to 127.0.0.1 nor a redirect reaches inside.
const publicHttps = new RequestFilteringHttpsAgent({ keepAlive: false });
const publicHttp = new RequestFilteringHttpAgent({ keepAlive: false });

/**
 * Fetches a care report the provider sent as an address (contract, "The provider's side"): https
 * only, at most `maxBytes` and `timeoutMs` in all, never from a loopback, private or link-local
 * address, redirects included (each hop is checked again), and only a 200 answer.
 */
export async function fetchReport(address: string, options: ReportFetchOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = new URL(address);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const isAllowed = options.allowOrigins.includes(current.origin);
    if (current.protocol !== 'https:' && !(isAllowed && current.protocol === 'http:'))
      throw new ReportFetchRefused('The report address must be an https address.');
    const response = await get(current, { isAllowed, signal });
    const location = response.headers.location;
    if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
      response.resume();
      current = new URL(location, current);
      continue;
    }
    if (response.statusCode !== 200) {
      response.resume();
      throw new ReportFetchRefused(`The report address answered ${response.statusCode ?? 'nothing'}.`);
    }
    return readLimited(response, options.maxBytes);
  }
  throw new ReportFetchRefused(`The report address redirected more than ${MAX_REDIRECTS} times.`);
}

function get(url: URL, options: { isAllowed: boolean; signal: AbortSignal }): Promise<http.IncomingMessage> {
  const isHttps = url.protocol === 'https:';
  const agent = options.isAllowed ? undefined : isHttps ? publicHttps : publicHttp;
  return new Promise((resolve, reject) => {
    const request = (isHttps ? https : http).get(
      url,
      { agent, signal: options.signal, headers: { accept: 'text/html' } },
      resolve,
    );
    request.on('error', (error: Error) => reject(refusal(error, options.signal)));
  });
}

/** Errors of the name's lookup (Node's getaddrinfo codes). */
const LOOKUP_FAILED = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA', 'EAI_NONAME']);
/** Errors of the TLS handshake's certificate check (OpenSSL's codes as Node names them). */
const CERTIFICATE_REFUSED = /CERT|SSL|TLS|SIGNATURE/;

/**
 * What a failed connection is called for the provider: a fixed sentence per kind, never the
 * resolver's or the socket's own words (issue 43), which name hosts, addresses and ports of the
 * portal's network and are no help to the company; the error itself stays the refusal's cause.
 */
function refusal(error: Error, signal: AbortSignal) {
  const because = { cause: error };
  if (signal.aborted) return new ReportFetchRefused('The report address took too long to answer.', because);
  if (/is not allowed/.test(error.message))
    return new ReportFetchRefused(
      'The report address leads to a loopback, private or link-local address, which the portal does not fetch.',
      because,
    );
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (LOOKUP_FAILED.has(code))
    return new ReportFetchRefused('The host name of the report address could not be found.', because);
  if (CERTIFICATE_REFUSED.test(code))
    return new ReportFetchRefused('The report address’s https certificate could not be verified.', because);
  return new ReportFetchRefused('The report address could not be reached.', because);
}

async function readLimited(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new ReportFetchRefused(`The report is larger than ${maxBytes / (1024 * 1024)} MB.`);
  if (Number(response.headers['content-length']) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        throw tooLarge();
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ReportFetchRefused) throw error;
    throw new ReportFetchRefused(
      response.destroyed && !response.complete
        ? 'The report address stopped answering midway, or took too long.'
        : 'The report could not be read.',
    );
  }
  return Buffer.concat(chunks);
}
