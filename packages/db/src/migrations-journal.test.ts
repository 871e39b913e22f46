import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const folder = fileURLToPath(new URL('../migrations', import.meta.url));
const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as {
  entries: { idx: number; tag: string; when: number }[];
};

/**
 * Drizzle's migrator applies a migration only if its `when` is later than the last one a database
 * applied. Two branches that each generate one can land in either order: the later-landing one
 * must then be renumbered and dated after the other, or existing databases skip it silently.
 */
it('dates every migration after the one before it, and each names a file that exists', () => {
  const whens = journal.entries.map((entry) => entry.when);
  expect(whens).toEqual([...whens].sort((a, b) => a - b));
  expect(new Set(whens).size).toBe(whens.length);
  const indexes = journal.entries.map((entry) => entry.idx);
  expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  for (const entry of journal.entries) expect(existsSync(`${folder}/${entry.tag}.sql`), entry.tag).toBe(true);
});
