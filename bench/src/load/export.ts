import { readFileSync } from 'node:fs';
import { reportEndpoints } from '@harborstay/contracts';
import { LARGE_OWNER_EMAIL } from './dataset';
import type { RunningServer } from './server';
import type { Target } from './target';
import { signIn } from './sign-in';

/** The server process's resident memory now, in MiB (Linux). */
function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

/**
 * How long the large owner's export of every reservation takes, in each format, and the server's
 * resident memory before and at its highest meanwhile (sampled every 10 ms): a streamed export
 * keeps it flat whatever the number of rows.
 */
export async function exportFigures(server: RunningServer, target: Target) {
  const large = await signIn(server.origin, LARGE_OWNER_EMAIL, target.demo.DEMO_PASSWORD);
  for (const format of ['csv', 'xlsx'] as const) {
    const url = `${server.origin}${reportEndpoints.reservationsExport.path}?start=2000-01-01&end=2100-12-31&format=${format}`;
    const before = residentMiB(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMiB(server.pid));
    }, 10);
    const t0 = performance.now();
    let bytes = 0;
    let lines = 0;
    try {
      const response = await fetch(url, { headers: { authorization: large.authorization } });
      if (!response.ok || !response.body) throw new Error(`${format} export answered ${response.status}`);
      for await (const chunk of response.body) {
        bytes += chunk.byteLength;
        for (const byte of chunk) if (byte === 10) lines += 1;
      }
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `export ${format} of every reservation of the large owner: ${seconds.toFixed(2)} s, ` +
        `${(bytes / 1024 / 1024).toFixed(1)} MiB${format === 'csv' ? ` (${lines - 1} rows)` : ''}; server memory ${before.toFixed(0)} MiB before, ` +
        `${peak.toFixed(0)} MiB at most (+${(peak - before).toFixed(0)} MiB)`,
    );
  }
}
