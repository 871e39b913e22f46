import { afterEach, describe, expect, it, vi } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { reservations } from '@harborstay/db';
import { createProperty, createTestApp } from '../testing/test-app';
import { vacuumChurnedTables } from './embedded-vacuum';

const dialect = new PgDialect();

afterEach(() => {
  vi.useRealTimers();
});

describe('the embedded database vacuum', () => {
  it('vacuums the churned tables of a database that has written figures', async () => {
    const ctx = await createTestApp();
    try {
      const property = await createProperty(ctx.db, { ownerIds: [] });
      await ctx.db.insert(reservations).values({
        propertyId: property.id,
        kind: 'owner',
        status: 'confirmed',
        startDate: '2026-05-01',
        endDate: '2026-05-03',
      });
      await expect(vacuumChurnedTables(ctx.db, { analyze: true })).resolves.toBeUndefined();
      await expect(vacuumChurnedTables(ctx.db, { analyze: false })).resolves.toBeUndefined();
    } finally {
      await ctx.close();
    }
  });

  it('runs every EMBEDDED_VACUUM_MS on the embedded database only, with a checkpoint, and stops with the app', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const ctx = await createTestApp({ options: { embeddedVacuumMs: 60_000 } });
    const statements: string[] = [];
    const execute = ctx.db.execute.bind(ctx.db);
    vi.spyOn(ctx.db, 'execute').mockImplementation(((query: SQL) => {
      statements.push(dialect.sqlToQuery(query).sql);
      return execute(query);
    }) as typeof ctx.db.execute);
    const vacuums = () => statements.filter((text) => text.startsWith('vacuum')).length;
    const checkpoints = () => statements.filter((text) => text === 'checkpoint').length;
    // Where the next crash recovery would start: a checkpoint moves it forward.
    const redo = async () => {
      const result = await ctx.db.execute(sql`select redo_lsn::text as lsn from pg_control_checkpoint()`);
      return (result as unknown as { rows: { lsn: string }[] }).rows[0]?.lsn;
    };
    try {
      const before = ctx.engine === 'pglite' ? await redo() : undefined;
      await ctx.db.insert(reservations).values({
        propertyId: (await createProperty(ctx.db, { ownerIds: [] })).id,
        kind: 'owner',
        status: 'confirmed',
        startDate: '2026-05-01',
        endDate: '2026-05-03',
      });
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.advanceTimersByTimeAsync(60_000);
      // Two runs of one VACUUM per churned table (six of them), each followed by a checkpoint. Each
      // statement lets the event loop turn first, so the runs end a few turns after the timers.
      await expect.poll(vacuums).toBe(ctx.engine === 'pglite' ? 12 : 0);
      await expect.poll(checkpoints).toBe(ctx.engine === 'pglite' ? 2 : 0);
      if (ctx.engine === 'pglite') expect(await redo()).not.toBe(before);
    } finally {
      await ctx.close();
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(vacuums()).toBe(ctx.engine === 'pglite' ? 12 : 0);
    expect(checkpoints()).toBe(ctx.engine === 'pglite' ? 2 : 0);
  });
});
