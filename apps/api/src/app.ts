import { randomBytes, randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '@harborstay/db';
import type { ProviderWebhookSettings } from './jobs/deliver-webhook';
import { jobsPlugin } from './jobs/plugin';
import type { JobSettings } from './jobs/worker';
import { embeddedVacuumPlugin } from './plugins/embedded-vacuum';
import { requestsInFlightPlugin } from './plugins/requests-in-flight';
import { databasePlugin } from './plugins/database';
import { answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler';
import { mailPlugin, type MailOptions } from './plugins/mail';
import { fileStoragePlugin } from './plugins/file-storage';
import { createLocalStorage, type FileStorage } from './lib/file-storage';
import { createUrlSigner } from './lib/url-signer';
import { createPasswordHasher, type PasswordHasher, type PasswordHashCost } from './lib/passwords';
import { serverTimeoutOptions, type ServerTimeouts } from './lib/server-timeouts';
import { fileRoutes } from './modules/files/routes';
import { openApiDocumentRoute, openApiPlugin } from './plugins/openapi';
import { ownerAccessPlugin } from './plugins/owner-access';
import { rateLimitsPlugin, type Clock } from './plugins/rate-limits';
import { responseHeaders } from './plugins/response-headers';
import { webAppPlugin } from './plugins/web-app';
import { accountRoutes } from './modules/accounts/routes';
import { accountRequestRoutes } from './modules/account-requests/routes';
import { authRoutes } from './modules/auth/routes';
import { healthRoutes } from './modules/health/routes';
import { propertyRoutes } from './modules/properties/routes';
import { reportRoutes } from './modules/reports/routes';
import { careRoutes } from './modules/care/routes';
import { coOwnerRoutes } from './modules/co-owners/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { siteRoutes } from './modules/site/routes';
import { adminRoutes } from './admin/admin-routes';
import { createUrlRedactor, requestSerializer, serializeError } from './lib/log-redaction';
import type { WidgetConfig } from './config';
import { onboardingRoutes } from './modules/onboarding/routes';
import { ownerProfileRoutes } from './modules/owner-profile/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { calendarFeedRoutes } from './modules/calendar-feed/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { createUnsubscribeSigner } from './notifications/unsubscribe-token';
import { documentRoutes } from './modules/documents/routes';
import { providerAccessPlugin } from './modules/provider/access';
import { providerRoutes } from './modules/provider/routes';
import type { BreezewaySettings } from './integrations/breezeway/client';
import { breezewayWebhookRoutes } from './integrations/breezeway/webhook-routes';
import type { GuestySettings } from './integrations/guesty/client';
import { guestyWebhookRoutes } from './integrations/guesty/webhook-routes';

/** The largest document upload when none is configured: 10 MB (issue 12). */
const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Requests a second each provider key may make when nothing is configured (contract: at least 100). */
const DEFAULT_PROVIDER_REQUESTS_PER_SECOND = 100;
/** The connectors' nightly reconciliation when nothing is configured: 09:00 UTC, the small hours in the US. */
const DEFAULT_NIGHTLY_SYNC_UTC = '09:00';
/** How long closing waits for requests and jobs still running when nothing is configured. */
const DEFAULT_SHUTDOWN_WAIT_MS = 10_000;

export type AppOptions = {
  database: Database;
  brandName: string;
  publicUrl: string;
  mail: MailOptions;
  /** Where uploaded and generated files live, never inside the served web root. */
  uploadsDir: string;
  /** The file storage; a local folder at uploadsDir when absent. */
  storage?: FileStorage;
  /** The secret of signed file addresses (loadUrlSigningSecret); a random one per app when absent (tests). */
  urlSigningSecret?: string;
  /** The largest document upload in bytes; 10 MB when absent. */
  uploadMaxBytes?: number;
  /** On the embedded database, vacuum its churned tables this often (decision 0054); never when absent. */
  embeddedVacuumMs?: number;
  /** Folder of the built SPA; the API alone when absent (tests). */
  webDist?: string;
  /** Log lines at this level and above, as JSON to the stream (standard output by default); none when absent. */
  logger?: { level: string; stream?: { write: (line: string) => void } };
  trustProxy?: number;
  /** Accept admin CLI commands over loopback with this token (the embedded database only). */
  adminToken?: string;
  /** Help and chat widgets for signed-in owners; none when absent. */
  widgets?: WidgetConfig[];
  /** The provider's operations team: owner stays and blocks, account requests; none when absent. */
  operationsEmail?: string;
  /** The company's receiver of every owner stay and block (decision 0046); none when absent. */
  providerWebhook?: ProviderWebhookSettings;
  /** The rate limits' clock; tests pass a fake one. */
  clock?: Clock;
  /** Report exports each owner may make in a window; 10 a minute when absent (issue 28). */
  exportLimit?: { limit: number; windowMs: number };
  /** Unknown feed and webhook tokens each client address may send in a window; 20 in 15 minutes when absent (issue 43). */
  unknownTokenLimit?: { limit: number; windowMs: number };
  /** The job queue's waits (decision 0044); the defaults when absent. */
  jobs?: Partial<JobSettings>;
  /** Work the job queue in the background (the server); tests leave it off and call `app.jobs.drain()`. */
  isWorkingJobs?: boolean;
  /** Origins a provider's report address may use over http and on private addresses; none when absent. */
  reportFetchAllowOrigins?: readonly string[];
  /** Breezeway, the care system (contract, "Connectors"); off when absent. */
  breezeway?: BreezewaySettings;
  /** Guesty, the channel manager (contract, "Connectors"); off when absent. */
  guesty?: GuestySettings;
  /** When the connectors' nightly reconciliation runs, HH:MM UTC. */
  nightlySyncUtc?: string;
  /** Requests a second each provider key may make; 100 when absent. */
  providerRequestsPerSecond?: number;
  /** How long closing waits for requests and jobs still running; 10 s when absent. */
  shutdownWaitMs?: number;
  /** How long the server waits on a client's headers, body and silence (issue 28); the defaults when absent. */
  timeouts?: Partial<ServerTimeouts>;
  /** The cost of new password hashes; OWASP's figures when absent (decision 0004; tests lower it, 0075). */
  passwordHashCost?: PasswordHashCost;
};

// Module augmentation merges only with an interface.
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    lifecycle: { isDraining: boolean };
    passwords: PasswordHasher;
  }
}

/** Builds the whole server from a config object; tests call it with a fresh database and inject(). */
export async function buildApp(options: AppOptions) {
  const writeHeaders = responseHeaders({
    widgetOrigins: (options.widgets ?? []).flatMap((widget) => widget.origins),
  });
  const redactor = createUrlRedactor();
  const app = Fastify({
    // Tests log through the same serializers as the server, so what they check is what it writes.
    logger: options.logger
      ? {
          ...options.logger,
          // No set of headers is logged (keys, sessions, signatures): @fastify/multipart's trace
          // line, for one, holds the request's (decision 0095).
          redact: { paths: ['headers', '*.headers'], censor: '[redacted]' },
          serializers: { req: requestSerializer(redactor), err: serializeError },
        }
      : false,
    genReqId: () => randomUUID(),
    // Trust exactly the configured number of proxy hops for the client address.
    trustProxy: (_address: string, hop: number) => hop < (options.trustProxy ?? 0),
    bodyLimit: 1024 * 1024,
    ...serverTimeoutOptions(options.timeouts),
    frameworkErrors: answerFrameworkError(writeHeaders),
  });
  // Set on SIGTERM: `/api/health` answers 503 from then on, so that a balancer stops sending requests.
  app.decorate('lifecycle', { isDraining: false });
  app.decorate('passwords', createPasswordHasher(options.passwordHashCost));
  // Before any route: each one's literal segments may show in the log (decision 0095).
  app.addHook('onRoute', (route) => redactor.learnRoute(route.url));
  app.decorate('redactUrl', redactor.redact);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The first hook, so that every answer has them, a 401 of the access hook included.
  app.addHook('onRequest', async (request, reply) => writeHeaders(request, reply));

  await app.register(errorHandlerPlugin);
  await app.register(openApiPlugin, { brandName: options.brandName });
  await app.register(databasePlugin, { database: options.database });
  await app.register(mailPlugin, options.mail);
  const urlSigningSecret = options.urlSigningSecret ?? randomBytes(32).toString('base64url');
  const unsubscribeSigner = createUnsubscribeSigner(urlSigningSecret);
  await app.register(fileStoragePlugin, {
    storage: options.storage ?? createLocalStorage(options.uploadsDir),
    signer: createUrlSigner(urlSigningSecret),
  });
  await app.register(rateLimitsPlugin, {
    clock: options.clock,
    settings: {
      ...(options.exportLimit && { exportsPerOwner: options.exportLimit }),
      ...(options.unknownTokenLimit && { unknownTokensPerAddress: options.unknownTokenLimit }),
    },
  });
  await app.register(jobsPlugin, {
    brandName: options.brandName,
    publicUrl: options.publicUrl,
    settings: options.jobs,
    isWorking: options.isWorkingJobs ?? false,
    shutdownWaitMs: options.shutdownWaitMs ?? DEFAULT_SHUTDOWN_WAIT_MS,
    providerWebhook: options.providerWebhook,
    operationsEmail: options.operationsEmail,
    breezeway: options.breezeway,
    guesty: options.guesty,
    reportFetchAllowOrigins: options.reportFetchAllowOrigins ?? [],
    nightlySyncUtc: options.nightlySyncUtc ?? DEFAULT_NIGHTLY_SYNC_UTC,
    unsubscribeSigner,
  });
  if (options.database.kind === 'pglite' && options.embeddedVacuumMs)
    await app.register(embeddedVacuumPlugin, { everyMs: options.embeddedVacuumMs });
  await app.register(requestsInFlightPlugin, {
    shutdownWaitMs: options.shutdownWaitMs ?? DEFAULT_SHUTDOWN_WAIT_MS,
  });

  // Every API route lives in this one context, whose access hook requires an owner's session on
  // each of them but those declared public (docs/decisions/0017). The web app's files are outside.
  await app.register(async (api) => {
    // Answers over 1 KB (the property lists, the figures) go out brotli or gzip, at brotli's
    // quality 4: most of the gain for a fraction of the CPU of the highest levels (decision 0026).
    await api.register(fastifyCompress, { threshold: 1024 });
    await api.register(ownerAccessPlugin);
    await api.register(providerAccessPlugin, {
      requestsPerSecond: options.providerRequestsPerSecond ?? DEFAULT_PROVIDER_REQUESTS_PER_SECOND,
    });
    await api.register(openApiDocumentRoute);
    await api.register(healthRoutes);
    await api.register(fileRoutes);
    await api.register(siteRoutes, { brandName: options.brandName, widgets: options.widgets });
    await api.register(authRoutes);
    await api.register(accountRoutes, { operationsEmail: options.operationsEmail });
    await api.register(accountRequestRoutes, {
      brandName: options.brandName,
      operationsEmail: options.operationsEmail,
    });
    await api.register(propertyRoutes);
    await api.register(reportRoutes);
    await api.register(careRoutes);
    await api.register(coOwnerRoutes);
    await api.register(dashboardRoutes);
    await api.register(ownerProfileRoutes, {
      publicUrl: options.publicUrl,
      brandName: options.brandName,
    });
    await api.register(notificationRoutes, { unsubscribeSigner, publicUrl: options.publicUrl });
    await api.register(onboardingRoutes);
    await api.register(calendarRoutes, {
      brandName: options.brandName,
      operationsEmail: options.operationsEmail,
      ownerEvents: options.providerWebhook && { alertAfterMs: options.providerWebhook.alertAfterMs },
      isGuestyPushed: Boolean(options.guesty),
    });
    await api.register(calendarFeedRoutes, {
      brandName: options.brandName,
      publicUrl: options.publicUrl,
      clock: options.clock,
    });
    const uploadMaxBytes = options.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES;
    await api.register(documentRoutes, { maxBytes: uploadMaxBytes });
    await api.register(breezewayWebhookRoutes, { webhookToken: options.breezeway?.webhookToken });
    await api.register(guestyWebhookRoutes, { webhookSecret: options.guesty?.webhookSecret });
    await api.register(providerRoutes, {
      brandName: options.brandName,
      publicUrl: options.publicUrl,
      operationsEmail: options.operationsEmail,
      reportFetchAllowOrigins: options.reportFetchAllowOrigins ?? [],
      uploadMaxBytes,
    });
    if (options.adminToken)
      await api.register(adminRoutes, {
        adminToken: options.adminToken,
        invitation: {
          brandName: options.brandName,
          publicUrl: options.publicUrl,
          operationsEmail: options.operationsEmail,
        },
        connectors: {
          breezeway: options.breezeway,
          guesty: options.guesty,
          reportFetchAllowOrigins: options.reportFetchAllowOrigins ?? [],
          publicUrl: options.publicUrl,
        },
      });
  });

  if (options.webDist) await app.register(webAppPlugin, { webDist: options.webDist });
  return app;
}
