import path from 'node:path';
import { openDatabase } from '@harborstay/db';
import { buildApp } from './app';
import { databaseOptions, loadConfig } from './config';
import { seedDemoIfEmpty, uploadsDir } from './admin/demo-seed';
import { removeAdminEndpoint, writeAdminEndpoint } from './admin/admin-endpoint-file';
import { generateToken } from './lib/secret-tokens';
import { createFileStorage } from './lib/file-storage';
import { loadUrlSigningSecret } from './lib/url-signer';
import { vacuumChurnedTables } from './plugins/embedded-vacuum';

/** Reads the environment, opens and migrates the database, listens, and shuts down cleanly. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(databaseOptions(config));
  // The embedded database has one process: the admin CLI reaches it through this server.
  const adminToken = database.kind === 'pglite' ? generateToken() : undefined;
  const app = await buildApp({
    adminToken,
    database,
    brandName: config.brandName,
    publicUrl: config.publicUrl,
    mail: { from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox') },
    operationsEmail: config.operationsEmail,
    providerWebhook: config.providerWebhook,
    uploadsDir: uploadsDir(config),
    storage: createFileStorage(config.storage),
    urlSigningSecret: loadUrlSigningSecret({ configured: config.urlSigningSecret, dataDir: config.dataDir }),
    uploadMaxBytes: config.uploadMaxBytes,
    exportLimit: config.exportLimit,
    unknownTokenLimit: config.unknownTokenLimit,
    embeddedVacuumMs: config.embeddedVacuumMs,
    jobs: config.jobs,
    isWorkingJobs: true,
    shutdownWaitMs: config.shutdownWaitMs,
    timeouts: config.timeouts,
    providerRequestsPerSecond: config.providerRequestsPerSecond,
    reportFetchAllowOrigins: config.reportFetchAllowOrigins,
    breezeway: config.breezeway,
    guesty: config.guesty,
    nightlySyncUtc: config.nightlySyncUtc,
    webDist: config.webDist,
    widgets: config.widgets,
    trustProxy: config.trustProxy,
    logger: { level: config.logLevel },
  });
  if (config.reportFetchAllowOrigins.length > 0)
    app.log.warn(
      { origins: config.reportFetchAllowOrigins },
      'REPORT_FETCH_ALLOW_ORIGINS lets care report addresses reach these origins over http and private addresses',
    );
  if (config.seedDemo) await seedDemoIfEmpty(database.db, config, app.log);
  // The seed rewrites each roll-up row many times; the embedded database has no autovacuum.
  if (database.kind === 'pglite') await vacuumChurnedTables(database.db, { analyze: true });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    // The balancer sees 503 on /api/health and stops sending requests, which are still served meanwhile.
    app.lifecycle.isDraining = true;
    if (config.shutdownDrainMs > 0)
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    // Stop accepting connections, let requests in flight and running jobs finish (a job still
    // running after SHUTDOWN_WAIT_MS goes back to the queue), then close the database.
    if (adminToken) removeAdminEndpoint(config.dataDir);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (adminToken)
    writeAdminEndpoint(config.dataDir, { pid: process.pid, port: config.port, token: adminToken });
  app.log.info(`${config.brandName} owner portal on ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
