import type { AppOptions } from '../app';
import { createTestApp } from './test-app';
import { createFakeClock } from './fake-clock';

/** createTestApp with a fake clock for the rate limits (throttling tests move time by hand). */
export async function createClockedTestApp(options: Partial<AppOptions> = {}) {
  const time = createFakeClock();
  const testApp = await createTestApp({ options: { ...options, clock: time.clock } });
  return { ...testApp, time };
}
