// Starts the production server on an empty data folder of its own, so every run begins from the demo.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'harborstay-e2e-'));
// Specs find this run's data folder (outbox, admin endpoint) here: e2e/support/e2e-data-dir.ts.
const tmpDir = path.resolve(import.meta.dirname, '../../.tmp');
mkdirSync(tmpDir, { recursive: true });
writeFileSync(path.join(tmpDir, `e2e-data-dir-${process.env.PORT ?? '8080'}`), process.env.DATA_DIR);
process.env.SEED_DEMO = 'true';
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL ??= 'warn';
delete process.env.DATABASE_URL;
await import('../../scripts/start.mjs');
