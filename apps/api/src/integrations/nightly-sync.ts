import type { DbOrTx } from '@harborstay/db';
import { enqueue } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import type { FileStorage } from '../lib/file-storage';
import { careReportFetcher } from '../lib/report-fetch';
import { createBreezewayClient, type BreezewaySettings } from './breezeway/client';
import { syncLinkedProperties } from './breezeway/sync';
import { createGuestyClient } from './guesty/client';
import { forgetOldGuestyRecords } from './guesty/records';
import { syncLinkedProperties as syncGuestyProperties } from './guesty/sync';
import type { GuestyJobDeps } from './guesty/webhook-jobs';

/** A nightly pull may wait out Guesty's hourly budget: the job's lease is what bounds it. */
const GUESTY_NIGHTLY_MAX_WAIT_MS = 60_000;

/** The next `HH:MM` UTC strictly after `now`. */
export function nextRunAt(now: Date, utcTime: string): Date {
  const [hours = 0, minutes = 0] = utcTime.split(':').map(Number);
  const run = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes));
  if (run <= now) run.setUTCDate(run.getUTCDate() + 1);
  return run;
}

/**
 * Queues the connector's next nightly reconciliation, once per night whichever server asks (the
 * night is the job's idempotency key): every server does so on start, and each run for the next.
 */
export async function scheduleNightlySync(
  db: DbOrTx,
  connector: 'breezeway' | 'guesty',
  utcTime: string,
  now = new Date(),
) {
  const runAt = nextRunAt(now, utcTime);
  const night = runAt.toISOString().slice(0, 10);
  await enqueue(db, {
    kind: 'nightly-sync',
    payload: { connector, night },
    idempotencyKey: `nightly-sync:${connector}:${night}`,
    // From the database's clock, which counts the delay: `now` only chooses the night.
    delayMs: runAt.getTime() - Date.now(),
  });
}

/**
 * The nightly reconciliation (issue 24): the next night is queued first, so that a failing night
 * never stops the ones after; then every linked property is pulled again, which finds what a lost
 * webhook missed. A connector that is busy or down makes the job try again later.
 */
export function nightlySyncJob(options: {
  breezeway: BreezewaySettings | undefined;
  guesty: GuestyJobDeps;
  storage: FileStorage;
  reportFetchAllowOrigins: readonly string[];
  utcTime: string;
}): JobHandler<'nightly-sync'> {
  return async (payload, { db, log }) => {
    await scheduleNightlySync(db, payload.connector, options.utcTime);
    if (payload.connector === 'guesty') {
      const { settings, ...ingestion } = options.guesty;
      if (!settings) return;
      await forgetOldGuestyRecords(db);
      const client = createGuestyClient(settings, { db, maxWaitMs: GUESTY_NIGHTLY_MAX_WAIT_MS });
      const summary = await syncGuestyProperties({
        ...ingestion,
        db,
        client,
        // A bulk pull, as sync:guesty is (contract: bulk imports notify nobody).
        notify: false,
        progress: () => undefined,
      });
      log.info({ connector: payload.connector, night: payload.night, summary }, 'nightly sync done');
      return;
    }
    if (!options.breezeway) return;
    const summary = await syncLinkedProperties({
      db,
      client: createBreezewayClient(options.breezeway, { db }),
      storage: options.storage,
      fetchReport: careReportFetcher(options.reportFetchAllowOrigins),
    });
    log.info({ connector: payload.connector, night: payload.night, summary }, 'nightly sync done');
  };
}
