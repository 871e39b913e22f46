import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queueResetMail } from '../modules/accounts/password-reset-service';
import { deliverWebhookJob, type ProviderWebhookSettings } from './deliver-webhook';
import { sendEmailJob } from './send-email';
import type { BreezewaySettings } from '../integrations/breezeway/client';
import { breezewayTaskJob } from '../integrations/breezeway/task-job';
import { nightlySyncJob, scheduleNightlySync } from '../integrations/nightly-sync';
import type { GuestySettings } from '../integrations/guesty/client';
import { guestyPushJob } from '../integrations/guesty/push';
import { guestyCalendarJob, guestyReservationJob } from '../integrations/guesty/webhook-jobs';
import { webhookOverdueCheckJob } from './webhook-overdue-check';
import {
  annualStatementJob,
  monthlyStatementJob,
  scheduleStatementsDue,
  statementsDueJob,
} from '../statements/statement-jobs';
import { notifyOwnersJob } from '../notifications/notify-job';
import type { UnsubscribeSigner } from '../notifications/unsubscribe-token';
import { createJobWorker, DEFAULT_JOB_SETTINGS, type JobSettings, type JobWorker } from './worker';

// Module augmentation merges only with an interface.
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    jobs: Pick<JobWorker, 'wake' | 'drain'>;
  }
}

export type JobsOptions = {
  brandName: string;
  publicUrl: string;
  settings?: Partial<JobSettings>;
  /** Work the queue in the background (the server); tests leave it off and call `drain()`. */
  isWorking: boolean;
  /** How long closing waits for running jobs before it hands them back to the queue. */
  shutdownWaitMs: number;
  /** Where owner events go (decision 0046); their jobs fail and are kept when it is unset. */
  providerWebhook?: ProviderWebhookSettings;
  /** Told of owner events that do not arrive in time. */
  operationsEmail?: string;
  /** Breezeway, whose task webhooks are worked here; their jobs fail and are kept when it is unset. */
  breezeway?: BreezewaySettings;
  /** Guesty, the channel manager: its webhooks and the owner stays written to it are worked here. */
  guesty?: GuestySettings;
  /** Origins a care report address may use over http and private addresses (tests, a company's server). */
  reportFetchAllowOrigins: readonly string[];
  /** When the connectors' nightly reconciliation runs, HH:MM UTC. */
  nightlySyncUtc: string;
  /** Signs the one-click unsubscribe address of each notification e-mail. */
  unsubscribeSigner: UnsubscribeSigner;
};

/**
 * The durable job queue's worker (decision 0044). Jobs are written by the routes, in their own
 * transactions, with `enqueue`; this plugin runs them, on every server alike.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, options: JobsOptions) => {
  const settings = { ...DEFAULT_JOB_SETTINGS, ...options.settings };
  const deps = { db: app.db, brandName: options.brandName, publicUrl: options.publicUrl };
  const guestyDeps = {
    settings: options.guesty,
    brandName: options.brandName,
    operationsEmail: options.operationsEmail,
    // The worker exists by the time any job runs.
    wakeJobs: () => worker.wake(),
  };
  const statementDeps = {
    storage: app.fileStorage,
    brandName: options.brandName,
    // The worker exists by the time any job runs.
    wakeJobs: () => worker.wake(),
  };
  const worker = createJobWorker({
    db: app.db,
    settings,
    log: app.log.child({ component: 'jobs' }),
    handlers: {
      'send-email': sendEmailJob({
        mailer: app.mailer,
        messageIdDomain: new URL(options.publicUrl).hostname,
      }),
      'password-reset-mail': (payload, { jobId }) => queueResetMail(deps, payload.email, jobId),
      'owner-notification': notifyOwnersJob({
        brandName: options.brandName,
        publicUrl: options.publicUrl,
        signer: options.unsubscribeSigner,
        isOperationsTold: options.operationsEmail !== undefined,
      }),
      'deliver-webhook': deliverWebhookJob(options.providerWebhook),
      'breezeway-task': breezewayTaskJob({
        settings: options.breezeway,
        storage: app.fileStorage,
        reportFetchAllowOrigins: options.reportFetchAllowOrigins,
      }),
      'guesty-reservation': guestyReservationJob(guestyDeps),
      'guesty-calendar': guestyCalendarJob(guestyDeps),
      'guesty-push': guestyPushJob(options.guesty),
      'nightly-sync': nightlySyncJob({
        breezeway: options.breezeway,
        guesty: guestyDeps,
        storage: app.fileStorage,
        reportFetchAllowOrigins: options.reportFetchAllowOrigins,
        utcTime: options.nightlySyncUtc,
      }),
      'statements-due': statementsDueJob(statementDeps),
      'monthly-statement': monthlyStatementJob(statementDeps),
      'annual-statement': annualStatementJob(statementDeps),
      'webhook-overdue-check': webhookOverdueCheckJob({
        operationsEmail: options.operationsEmail,
        brandName: options.brandName,
      }),
    },
  });
  app.decorate('jobs', { wake: worker.wake, drain: worker.drain });
  if (options.isWorking)
    app.addHook('onReady', async () => {
      if (options.breezeway) await scheduleNightlySync(app.db, 'breezeway', options.nightlySyncUtc);
      if (options.guesty) await scheduleNightlySync(app.db, 'guesty', options.nightlySyncUtc);
      await scheduleStatementsDue(app.db);
      worker.start();
    });
  // Requests in flight have finished by now (their hook closes first); a job still running after
  // the wait goes back to the queue, for this server's next start or another server.
  app.addHook('onClose', async () => worker.stop(options.shutdownWaitMs));
});
