import type { Db } from '@harborstay/db';
import { fillDatabase, type FillSummary } from '../load/fill';
import type { Target } from '../load/target';

export type { FillSummary };

/**
 * The load bench's fill (load/fill.ts) cut to the first `owners` owners of its dataset: the first
 * large owner (50 properties, 6,000 reservations, nightly prices and tasks) comes first, then the
 * others with their one or two properties each, the other 19 large owners last.
 * `DATASET_SIZE.owners` loads exactly the load bench's data (the dataset is deterministic).
 */
export function fillOwners(target: Target, db: Db, dataDir: string, owners: number): Promise<FillSummary> {
  return fillDatabase(target, db, dataDir, owners);
}
