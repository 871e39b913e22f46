import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_BRAND_NAME, type TWidgetKind } from '@harborstay/contracts';
import { DEFAULT_POOL_SIZE, type OpenDatabaseOptions } from '@harborstay/db';
import type { StorageConfig } from './lib/file-storage';
import type { ProviderWebhookSettings } from './jobs/deliver-webhook';
import type { BreezewaySettings } from './integrations/breezeway/client';
import type { GuestySettings } from './integrations/guesty/client';
import { DEFAULT_JOB_SETTINGS, type JobSettings } from './jobs/worker';
import { DEFAULT_SERVER_TIMEOUTS, type ServerTimeouts } from './lib/server-timeouts';
import { RATE_LIMITS } from './plugins/rate-limits';

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/;

/** An https URL (http only on this machine, for development and tests). */
const ZWidgetUrl = z.url({ protocol: /^https?$/ }).refine((value) => {
  const url = new URL(value);
  return url.protocol === 'https:' || LOOPBACK_HOST.test(url.hostname);
}, 'must be an https URL (http only for localhost)');

/** Further origins a widget talks to (its API, frames, websockets), comma-separated. */
const ZWidgetOrigins = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const origins: string[] = [];
    const items = (value ?? '').split(',').map((part) => part.trim());
    for (const item of items.filter(Boolean)) {
      const url = URL.canParse(item) ? new URL(item) : undefined;
      const isSecure = url && ['https:', 'wss:'].includes(url.protocol);
      const isLocal = url && ['http:', 'ws:'].includes(url.protocol) && LOOPBACK_HOST.test(url.hostname);
      if (!url || !(isSecure || isLocal) || url.origin === 'null') {
        ctx.addIssue({ code: 'custom', message: `"${item}" is not an https:// or wss:// origin` });
        continue;
      }
      origins.push(url.origin);
    }
    return origins;
  });

/** `HELP_WIDGET_KEY=` in an env file means "not set", like leaving the line out. */
const emptyAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** `whsec_` and a base64 key of 24 to 64 bytes, as Standard Webhooks and Svix write it. */
const ZWebhookSecret = z.string().refine((value) => {
  const key = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value)?.[1];
  if (!key) return false;
  const bytes = Buffer.from(key, 'base64');
  return (
    bytes.toString('base64').replace(/=+$/, '') === key.replace(/=+$/, '') &&
    bytes.length >= 24 &&
    bytes.length <= 64
  );
}, 'PROVIDER_WEBHOOK_SECRET must be whsec_ followed by a base64 key of 24 to 64 bytes');

/** A third-party help or chat widget (spec section 1), loaded for signed-in owners only. */
export type WidgetConfig = {
  kind: TWidgetKind;
  scriptUrl: string;
  key: string | null;
  /** Every origin the Content-Security-Policy admits for it: the script's and the extra ones. */
  origins: string[];
};

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** The PostgreSQL connections this server opens at most (docs/deploy.md, decision 0070). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(DEFAULT_POOL_SIZE),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  /** The provider's operations team: hears of every owner stay and block created, modified or cancelled. */
  OPERATIONS_EMAIL: emptyAsUnset(z.email('OPERATIONS_EMAIL must be an e-mail address').optional()),
  BRAND_NAME: z.string().min(1).default(DEFAULT_BRAND_NAME),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Fill an empty embedded database with demo data on start. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** How many proxies sit in front of the server (for the client address in rate limits). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  WEB_DIST: z.string().optional(),
  HELP_WIDGET_SCRIPT_URL: emptyAsUnset(ZWidgetUrl.optional()),
  HELP_WIDGET_KEY: emptyAsUnset(z.string().max(200).optional()),
  HELP_WIDGET_ORIGINS: ZWidgetOrigins,
  CHAT_WIDGET_SCRIPT_URL: emptyAsUnset(ZWidgetUrl.optional()),
  CHAT_WIDGET_KEY: emptyAsUnset(z.string().max(200).optional()),
  CHAT_WIDGET_ORIGINS: ZWidgetOrigins,
  /** Files in an S3-compatible bucket instead of `${DATA_DIR}/uploads` (docs/decisions/0036). */
  S3_BUCKET: emptyAsUnset(z.string().min(3).max(63).optional()),
  S3_ENDPOINT: emptyAsUnset(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: emptyAsUnset(z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: emptyAsUnset(z.string().optional()),
  S3_SECRET_ACCESS_KEY: emptyAsUnset(z.string().optional()),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_PREFIX: emptyAsUnset(
    z
      .string()
      .regex(/^[A-Za-z0-9._/-]*\/$/, 'S3_PREFIX must end with /')
      .optional(),
  ),
  /** The secret of signed file addresses; kept in `${DATA_DIR}/url-signing-secret` when unset. */
  URL_SIGNING_SECRET: emptyAsUnset(
    z.string().min(32, 'URL_SIGNING_SECRET must be at least 32 characters').optional(),
  ),
  /** The largest document an owner may upload, in bytes (10 MB). */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  /** Report exports (CSV or Excel) each owner may make within EXPORT_WINDOW_MS (issue 28). */
  EXPORTS_PER_OWNER: z.coerce.number().int().min(1).default(10),
  EXPORT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Unknown calendar feed and webhook tokens one client address may send within UNKNOWN_TOKEN_WINDOW_MS (issue 43). */
  UNKNOWN_TOKENS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(RATE_LIMITS.unknownTokensPerAddress.limit),
  UNKNOWN_TOKEN_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(RATE_LIMITS.unknownTokensPerAddress.windowMs),
  /** The embedded database only: how often its churned tables are vacuumed (decision 0054); 0 never. */
  EMBEDDED_VACUUM_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(5 * 60_000),
  /** The job queue (decision 0044): how often an idle server looks for due jobs. */
  JOB_POLL_MS: z.coerce.number().int().min(10).default(DEFAULT_JOB_SETTINGS.pollMs),
  /** How long a claimed job is its server's; a server that died holding one loses it after this. */
  JOB_LEASE_MS: z.coerce.number().int().min(100).default(DEFAULT_JOB_SETTINGS.leaseMs),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(DEFAULT_JOB_SETTINGS.concurrency),
  /** The waits before each further try of a failed job, comma-separated; the last one repeats. */
  JOB_RETRY_DELAYS_MS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'JOB_RETRY_DELAYS_MS must be milliseconds separated by commas')
    .default(DEFAULT_JOB_SETTINGS.retryDelaysMs.join(','))
    .transform((value) => value.split(',').map(Number)),
  /** A job still failing this long after it was written is kept as failed (`jobs:list --failed`). */
  JOB_GIVE_UP_AFTER_MS: z.coerce.number().int().min(1000).default(DEFAULT_JOB_SETTINGS.giveUpAfterMs),
  /**
   * Exact origins (comma-separated) a provider's care report address may use over http and on a
   * loopback or private address: tests, or a company's own report server. Empty by default.
   */
  REPORT_FETCH_ALLOW_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const url = URL.canParse(item) ? new URL(item) : undefined;
        if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== item.replace(/\/$/, '')) {
          ctx.addIssue({
            code: 'custom',
            message: `"${item}" is not an origin such as https://reports.example.com`,
          });
          continue;
        }
        origins.push(url.origin);
      }
      return origins;
    }),
  /** Requests a second each provider key may make (contract: at least 100), shared by every server. */
  PROVIDER_KEY_REQUESTS_PER_SECOND: z.coerce.number().int().min(100).default(100),
  /** The company's receiver of every owner stay and block (contract, "Owner bookings out"; decision 0046). */
  PROVIDER_WEBHOOK_URL: emptyAsUnset(
    z.url({ protocol: /^https?$/, error: 'PROVIDER_WEBHOOK_URL must be an http(s) URL' }).optional(),
  ),
  PROVIDER_WEBHOOK_SECRET: emptyAsUnset(ZWebhookSecret.optional()),
  /** Breezeway, the care system (contract, "Connectors"): on when both credentials are set. */
  BREEZEWAY_CLIENT_ID: emptyAsUnset(z.string().min(1).optional()),
  BREEZEWAY_CLIENT_SECRET: emptyAsUnset(z.string().min(1).optional()),
  BREEZEWAY_API_URL: z
    .url({ protocol: /^https?$/, error: 'BREEZEWAY_API_URL must be an http(s) URL' })
    .default('https://api.breezeway.io'),
  /** Breezeway signs nothing: the webhook address carries this secret (at least 32 characters). */
  BREEZEWAY_WEBHOOK_TOKEN: emptyAsUnset(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{32,128}$/, 'BREEZEWAY_WEBHOOK_TOKEN must be 32 to 128 of A-Z a-z 0-9 _ -')
      .optional(),
  ),
  /** Guesty, the channel manager (contract, "Connectors"): on when both credentials are set. */
  GUESTY_CLIENT_ID: emptyAsUnset(z.string().min(1).optional()),
  GUESTY_CLIENT_SECRET: emptyAsUnset(z.string().min(1).optional()),
  GUESTY_API_URL: z
    .url({ protocol: /^https?$/, error: 'GUESTY_API_URL must be an http(s) URL' })
    .default('https://open-api.guesty.com'),
  /** The key Svix signs Guesty's webhooks with (`whsec_` and a base64 key); no webhook is taken without it. */
  GUESTY_WEBHOOK_SECRET: emptyAsUnset(ZWebhookSecret.optional()),
  /** How long a connector that is down without saying for how long is left before it is tried again. */
  CONNECTOR_RETRY_WAIT_MS: z.coerce.number().int().min(100).default(30_000),
  /** When the connectors' nightly reconciliation runs, HH:MM in UTC. */
  CONNECTOR_NIGHTLY_SYNC_UTC: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'CONNECTOR_NIGHTLY_SYNC_UTC must be HH:MM')
    .default('09:00'),
  /** A connector call with no answer within this long has failed (and is tried again later). */
  CONNECTOR_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** A try with no answer within this long has failed and is tried again. */
  PROVIDER_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** An owner event not delivered this long after it happened is e-mailed to OPERATIONS_EMAIL. */
  PROVIDER_WEBHOOK_ALERT_AFTER_MS: z.coerce.number().int().min(100).default(900_000),
  /** On SIGTERM, how long /api/health answers 503 while the server still serves, before it stops accepting. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
  /** Then how long it waits for requests and jobs still running; jobs still running go back to the queue. */
  SHUTDOWN_WAIT_MS: z.coerce.number().int().min(0).default(10_000),
  /** A client's request headers must all arrive within this long, or it gets 408 (issue 28). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_SERVER_TIMEOUTS.headersMs),
  /** The whole request, body included (an upload), must arrive within this long, or it gets 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_SERVER_TIMEOUTS.requestMs),
  /** A connection with nothing arriving or leaving for this long (a stalled upload) is closed. */
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_SERVER_TIMEOUTS.idleMs),
  /** How long a kept-alive connection waits for its next request: longer than a balancer's idle timeout. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_SERVER_TIMEOUTS.keepAliveMs),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  operationsEmail: string | undefined;
  providerWebhook: ProviderWebhookSettings | undefined;
  brandName: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  seedDemo: boolean;
  trustProxy: number;
  webDist: string;
  widgets: WidgetConfig[];
  storage: StorageConfig;
  urlSigningSecret: string | undefined;
  uploadMaxBytes: number;
  exportLimit: { limit: number; windowMs: number };
  unknownTokenLimit: { limit: number; windowMs: number };
  embeddedVacuumMs: number;
  jobs: Pick<JobSettings, 'pollMs' | 'leaseMs' | 'concurrency' | 'retryDelaysMs' | 'giveUpAfterMs'>;
  shutdownDrainMs: number;
  shutdownWaitMs: number;
  timeouts: ServerTimeouts;
  providerRequestsPerSecond: number;
  reportFetchAllowOrigins: string[];
  breezeway: BreezewaySettings | undefined;
  guesty: GuestySettings | undefined;
  nightlySyncUtc: string;
};

/** The database the server and the admin CLI open: PostgreSQL when DATABASE_URL is set, else the embedded one. */
export function databaseOptions(config: Config): OpenDatabaseOptions {
  return config.databaseUrl
    ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { dataDir: path.join(config.dataDir, 'db') };
}

/** Reads the environment once; nothing else in the server reads process.env. Fails naming what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const widgets = [
    widgetConfig('help', e.HELP_WIDGET_SCRIPT_URL, e.HELP_WIDGET_KEY, e.HELP_WIDGET_ORIGINS),
    widgetConfig('chat', e.CHAT_WIDGET_SCRIPT_URL, e.CHAT_WIDGET_KEY, e.CHAT_WIDGET_ORIGINS),
  ].filter((widget) => widget !== undefined);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.BRAND_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    operationsEmail: e.OPERATIONS_EMAIL,
    providerWebhook: providerWebhookConfig(e),
    brandName: e.BRAND_NAME,
    logLevel: e.LOG_LEVEL,
    // The embedded default shows demo data; a real PostgreSQL database is only seeded on request.
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !e.DATABASE_URL,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    widgets,
    storage: storageConfig(e, dataDir),
    urlSigningSecret: e.URL_SIGNING_SECRET,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    exportLimit: { limit: e.EXPORTS_PER_OWNER, windowMs: e.EXPORT_WINDOW_MS },
    unknownTokenLimit: { limit: e.UNKNOWN_TOKENS_PER_ADDRESS, windowMs: e.UNKNOWN_TOKEN_WINDOW_MS },
    embeddedVacuumMs: e.EMBEDDED_VACUUM_MS,
    jobs: {
      pollMs: e.JOB_POLL_MS,
      leaseMs: e.JOB_LEASE_MS,
      concurrency: e.JOB_CONCURRENCY,
      retryDelaysMs: e.JOB_RETRY_DELAYS_MS,
      giveUpAfterMs: e.JOB_GIVE_UP_AFTER_MS,
    },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    shutdownWaitMs: e.SHUTDOWN_WAIT_MS,
    timeouts: serverTimeouts(e),
    providerRequestsPerSecond: e.PROVIDER_KEY_REQUESTS_PER_SECOND,
    reportFetchAllowOrigins: e.REPORT_FETCH_ALLOW_ORIGINS,
    breezeway: breezewayConfig(e),
    guesty: guestyConfig(e),
    nightlySyncUtc: e.CONNECTOR_NIGHTLY_SYNC_UTC,
  };
}

/** Node refuses a headers timeout longer than the whole request's. */
function serverTimeouts(e: z.infer<typeof ZEnv>): ServerTimeouts {
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS)
    throw new Error(
      'Invalid configuration:\n  HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS',
    );
  return {
    headersMs: e.HEADERS_TIMEOUT_MS,
    requestMs: e.REQUEST_TIMEOUT_MS,
    idleMs: e.IDLE_TIMEOUT_MS,
    keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
  };
}

/** Breezeway is on with both credentials; one without the other is a mistake worth stopping for. */
function breezewayConfig(e: z.infer<typeof ZEnv>): BreezewaySettings | undefined {
  if (!e.BREEZEWAY_CLIENT_ID && !e.BREEZEWAY_CLIENT_SECRET) return undefined;
  if (!e.BREEZEWAY_CLIENT_ID || !e.BREEZEWAY_CLIENT_SECRET)
    throw new Error('Invalid configuration:\n  BREEZEWAY_CLIENT_ID and BREEZEWAY_CLIENT_SECRET go together');
  return {
    apiUrl: e.BREEZEWAY_API_URL.replace(/\/+$/, ''),
    clientId: e.BREEZEWAY_CLIENT_ID,
    clientSecret: e.BREEZEWAY_CLIENT_SECRET,
    webhookToken: e.BREEZEWAY_WEBHOOK_TOKEN,
    timeoutMs: e.CONNECTOR_TIMEOUT_MS,
  };
}

/** Guesty is on with both credentials; one without the other is a mistake worth stopping for. */
function guestyConfig(e: z.infer<typeof ZEnv>): GuestySettings | undefined {
  if (!e.GUESTY_CLIENT_ID && !e.GUESTY_CLIENT_SECRET) return undefined;
  if (!e.GUESTY_CLIENT_ID || !e.GUESTY_CLIENT_SECRET)
    throw new Error('Invalid configuration:\n  GUESTY_CLIENT_ID and GUESTY_CLIENT_SECRET go together');
  return {
    apiUrl: e.GUESTY_API_URL.replace(/\/+$/, ''),
    clientId: e.GUESTY_CLIENT_ID,
    clientSecret: e.GUESTY_CLIENT_SECRET,
    webhookSecret: e.GUESTY_WEBHOOK_SECRET,
    timeoutMs: e.CONNECTOR_TIMEOUT_MS,
    unavailableWaitMs: e.CONNECTOR_RETRY_WAIT_MS,
  };
}

/** The receiver needs both its address and its secret; a try must end well within a job's lease. */
function providerWebhookConfig(e: z.infer<typeof ZEnv>): ProviderWebhookSettings | undefined {
  const url = e.PROVIDER_WEBHOOK_URL;
  const secret = e.PROVIDER_WEBHOOK_SECRET;
  if (!url && !secret) return undefined;
  if (!url || !secret)
    throw new Error('Invalid configuration:\n  PROVIDER_WEBHOOK_URL and PROVIDER_WEBHOOK_SECRET go together');
  if (e.PROVIDER_WEBHOOK_TIMEOUT_MS >= e.JOB_LEASE_MS)
    throw new Error(
      'Invalid configuration:\n  PROVIDER_WEBHOOK_TIMEOUT_MS must be shorter than JOB_LEASE_MS',
    );
  return {
    url,
    secret,
    timeoutMs: e.PROVIDER_WEBHOOK_TIMEOUT_MS,
    alertAfterMs: e.PROVIDER_WEBHOOK_ALERT_AFTER_MS,
  };
}

function storageConfig(e: z.infer<typeof ZEnv>, dataDir: string): StorageConfig {
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => e[name],
    );
    if (stray.length > 0)
      throw new Error(`Invalid configuration:\n  ${stray.join(', ')} set without S3_BUCKET`);
    return { kind: 'local', root: path.join(dataDir, 'uploads') };
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    // A custom endpoint (MinIO, Ceph, a test server) nearly always wants path-style addresses.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
    prefix: e.S3_PREFIX,
  };
}

/** A widget is configured by its script URL; a key or origins without one is a mistake worth stopping for. */
function widgetConfig(
  kind: TWidgetKind,
  scriptUrl: string | undefined,
  key: string | undefined,
  extraOrigins: string[],
): WidgetConfig | undefined {
  const prefix = `${kind.toUpperCase()}_WIDGET`;
  if (!scriptUrl) {
    if (key || extraOrigins.length > 0) {
      const problem = `${prefix}_KEY or _ORIGINS is set without ${prefix}_SCRIPT_URL`;
      throw new Error(`Invalid configuration:\n  ${problem}`);
    }
    return undefined;
  }
  const origins = [...new Set([new URL(scriptUrl).origin, ...extraOrigins])];
  return { kind, scriptUrl, key: key ?? null, origins };
}
