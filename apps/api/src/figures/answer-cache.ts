import { LRUCache } from 'lru-cache';
import type { OwnerScope } from '../access/owner-scope';

/**
 * Figures answers kept for as long as nothing they read can have changed (decision 0042). An
 * answer is filed under what it is of (its route's name and inputs, the owner and the scope's
 * properties) and stamped with what it was computed from: the scope's data version (the sum of the
 * `data_version` of the owner's `property_owners` rows, to which the database's triggers give a
 * new, larger value of one sequence on every write to their properties' stays, prices, tasks or
 * own row, read with the session; so the sum only grows) and the quarter-hour it was computed in.
 * Every time zone's offset is a whole number of quarter-hours, so no property's "today" changes within
 * one. An answer whose stamp differs is computed again; the database stays the only source of the
 * figures, and several servers on one database each see every write through the version.
 *
 * Requests that ask the same thing at once share one computation (the promise is what is kept),
 * and a failed one is forgotten so that the next request tries again.
 */
export type AnswerCache = {
  answer<T>(scope: OwnerScope, key: readonly unknown[], now: Date, compute: () => Promise<T>): Promise<T>;
};

type Entry = { stamp: string; value: Promise<unknown> };

const QUARTER_HOUR_MS = 15 * 60 * 1000;

export function createAnswerCache(maxEntries: number): AnswerCache {
  if (maxEntries === 0) return { answer: (_scope, _key, _now, compute) => compute() };
  const entries = new LRUCache<string, Entry>({ max: maxEntries });
  return {
    answer<T>(scope: OwnerScope, key: readonly unknown[], now: Date, compute: () => Promise<T>) {
      // A scope read without its version (outside an owner request) is never cached.
      if (scope.dataVersion === undefined) return compute();
      // Filed under the owner too: the stamp is a sum over the owner's own rows, which only that
      // owner's other sums can be compared with (migration 0009).
      const name = JSON.stringify([key, scope.userId, [...scope.propertyIds].sort((a, b) => a - b)]);
      const stamp = `${scope.dataVersion}@${Math.floor(now.getTime() / QUARTER_HOUR_MS)}`;
      const kept = entries.get(name);
      if (kept?.stamp === stamp) return kept.value as Promise<T>;
      const value = compute();
      const entry: Entry = { stamp, value };
      entries.set(name, entry);
      value.catch(() => {
        if (entries.peek(name) === entry) entries.delete(name);
      });
      return value;
    },
  };
}
