import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@harborstay/db';
import { DEMO_PASSWORD, isDatabaseEmpty, seedDemoData } from '@harborstay/demo-seed';
import { todayIn } from '@harborstay/domain';
import type { Config } from '../config';
import { hashPassword } from '../lib/passwords';
import { createFileStorage } from '../lib/file-storage';

/** The demo's "today": the company's home time zone, so every run on one day seeds the same data. */
const DEMO_TIME_ZONE = 'America/Denver';

export function uploadsDir(config: Pick<Config, 'dataDir'>) {
  return path.join(config.dataDir, 'uploads');
}

/** The demo's files go to the configured storage: the uploads folder unless told otherwise. */
type SeedTarget = Pick<Config, 'dataDir'> & Partial<Pick<Config, 'storage'>>;

export async function seedDemo(db: Db, config: SeedTarget) {
  return seedDemoData(db, {
    today: todayIn(DEMO_TIME_ZONE),
    storage: createFileStorage(config.storage ?? { kind: 'local', root: uploadsDir(config) }),
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
}

/** First start of the embedded default: fill the empty database with the demo. */
export async function seedDemoIfEmpty(db: Db, config: SeedTarget, log: FastifyBaseLogger) {
  if (!(await isDatabaseEmpty(db))) return;
  const summary = await seedDemo(db, config);
  log.info({ summary }, 'empty database filled with demo data');
}
