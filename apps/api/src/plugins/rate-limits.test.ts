import { describe, expect, it } from 'vitest';
import { SlidingWindowCounter } from './rate-limits';

function counter(limit: number, windowMs: number) {
  let time = 1_000_000;
  return {
    counter: new SlidingWindowCounter({ limit, windowMs }, () => time),
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('SlidingWindowCounter', () => {
  it('blocks a key at its limit until the oldest event that blocks it leaves the window', () => {
    const { counter: c, advance } = counter(3, 60_000);
    c.record('a');
    advance(10_000);
    c.record('a');
    c.record('a');
    expect(c.retryAfterMs('a')).toBe(50_000);
    expect(c.retryAfterMs('b')).toBe(0);
    advance(50_000);
    expect(c.retryAfterMs('a')).toBe(0);
    expect(c.count('a')).toBe(2);
  });

  it('forgets a key on reset and once all of its events are old', () => {
    const { counter: c, advance } = counter(2, 1000);
    c.record('a');
    c.record('a');
    c.reset('a');
    expect(c.count('a')).toBe(0);
    c.record('b');
    advance(1000);
    expect(c.count('b')).toBe(0);
  });

  it('keeps at most 10 000 keys, forgetting the least recently active first', () => {
    const { counter: c } = counter(5, 60_000);
    c.record('first');
    for (let i = 0; i < 10_000; i += 1) c.record(`key-${i}`);
    expect(c.count('first')).toBe(0);
    expect(c.count('key-0')).toBe(1);
    expect(c.count('key-9999')).toBe(1);
  });
});
