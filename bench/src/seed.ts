import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@harborstay/db';
import { todayIn } from '@harborstay/domain';
import { seedDemoData } from '../../apps/api/src/admin/demo-seed';
import { createFileStorage } from '../../apps/api/src/lib/file-storage';

/** How long the first start's demo seed takes on PGlite (the `npm start` path). */
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'harborstay-bench-'));
const database = await openDatabase({ dataDir: undefined });
const t0 = performance.now();
const summary = await seedDemoData(database.db, {
  today: todayIn('America/Denver'),
  storage: createFileStorage({ kind: 'local', root: uploadsDir }),
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$bench$bench',
});
console.log(
  `demo seed on in-memory PGlite: ${(performance.now() - t0).toFixed(0)} ms for ${JSON.stringify(summary)}`,
);
await database.close();
rmSync(uploadsDir, { recursive: true, force: true });
