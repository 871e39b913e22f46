/** Runs `task` `count` times one after another and prints the latency percentiles. */
export async function measure(label: string, count: number, task: (i: number) => Promise<unknown>) {
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    await task(i);
    samples.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] ?? 0;
  console.log(
    `${label}: n=${count} p50=${at(0.5).toFixed(2)} ms p95=${at(0.95).toFixed(2)} ms max=${at(1).toFixed(2)} ms ` +
      `throughput=${((count / total) * 1000).toFixed(0)}/s`,
  );
}
