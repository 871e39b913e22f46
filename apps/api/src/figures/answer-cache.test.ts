import { describe, expect, it } from 'vitest';
import { ownerScope } from '../access/owner-scope';
import { createAnswerCache } from './answer-cache';

const NOON = new Date('2026-04-15T12:00:00Z');
const scopeAt = (version: string | undefined, ids = [2, 1]) => ownerScope(7, ids, version);

/** A computation that counts its runs and answers the run's number. */
function counting() {
  let runs = 0;
  return {
    compute: async () => {
      runs += 1;
      return runs;
    },
    runs: () => runs,
  };
}

describe('createAnswerCache', () => {
  it('answers again what it computed while the data version and the quarter-hour stay', async () => {
    const cache = createAnswerCache(10);
    const counter = counting();
    expect(await cache.answer(scopeAt('5'), ['dashboard', []], NOON, counter.compute)).toBe(1);
    const later = new Date('2026-04-15T12:14:59Z');
    // The same properties in another order are the same scope.
    expect(await cache.answer(scopeAt('5', [1, 2]), ['dashboard', []], later, counter.compute)).toBe(1);
    expect(counter.runs()).toBe(1);
  });

  it('computes again when the version moves, the quarter-hour turns, or the question differs', async () => {
    const cache = createAnswerCache(10);
    const counter = counting();
    await cache.answer(scopeAt('5'), ['dashboard', []], NOON, counter.compute);
    expect(await cache.answer(scopeAt('6'), ['dashboard', []], NOON, counter.compute)).toBe(2);
    const nextQuarter = new Date('2026-04-15T12:15:00Z');
    expect(await cache.answer(scopeAt('6'), ['dashboard', []], nextQuarter, counter.compute)).toBe(3);
    expect(await cache.answer(scopeAt('6'), ['dashboard', [1]], nextQuarter, counter.compute)).toBe(4);
    expect(await cache.answer(scopeAt('6', [1]), ['dashboard', []], nextQuarter, counter.compute)).toBe(5);
  });

  it('lets requests that ask the same thing at once share one computation', async () => {
    const cache = createAnswerCache(10);
    const counter = counting();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cache.answer(scopeAt('1'), ['report', 1], NOON, counter.compute)),
    );
    expect(answers).toEqual(Array<number>(20).fill(1));
    expect(counter.runs()).toBe(1);
  });

  it('forgets a computation that failed, so the next request tries again', async () => {
    const cache = createAnswerCache(10);
    await expect(
      cache.answer(scopeAt('1'), ['x'], NOON, () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(await cache.answer(scopeAt('1'), ['x'], NOON, async () => 'recovered')).toBe('recovered');
  });

  it('keeps at most its number of answers, the least recently used leaving first', async () => {
    const cache = createAnswerCache(2);
    const counter = counting();
    await cache.answer(scopeAt('1'), ['a'], NOON, counter.compute);
    await cache.answer(scopeAt('1'), ['b'], NOON, counter.compute);
    await cache.answer(scopeAt('1'), ['a'], NOON, counter.compute);
    await cache.answer(scopeAt('1'), ['c'], NOON, counter.compute);
    expect(await cache.answer(scopeAt('1'), ['a'], NOON, counter.compute)).toBe(1);
    expect(await cache.answer(scopeAt('1'), ['b'], NOON, counter.compute)).toBe(4);
  });

  it('never keeps an answer when its size is 0 or the scope has no version', async () => {
    const off = createAnswerCache(0);
    const counter = counting();
    await off.answer(scopeAt('1'), ['a'], NOON, counter.compute);
    await off.answer(scopeAt('1'), ['a'], NOON, counter.compute);
    const on = createAnswerCache(10);
    await on.answer(scopeAt(undefined), ['a'], NOON, counter.compute);
    await on.answer(scopeAt(undefined), ['a'], NOON, counter.compute);
    expect(counter.runs()).toBe(4);
  });
});
