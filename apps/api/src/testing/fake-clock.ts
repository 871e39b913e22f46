import type { Clock } from '../plugins/rate-limits';

/** A clock the test moves by hand; slow-down waits are recorded instead of waited. */
export function createFakeClock(start = Date.UTC(2026, 0, 15, 12)) {
  let time = start;
  const sleeps: number[] = [];
  const clock: Clock = {
    now: () => time,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  };
  return {
    clock,
    sleeps,
    advance: (ms: number) => {
      time += ms;
    },
  };
}
