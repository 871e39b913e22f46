import { Writable } from 'node:stream';

export type LogLine = { level: number; msg: string; [key: string]: unknown };

/**
 * The server's log kept in memory, for tests that read what it wrote: pass `stream` as the app's
 * logger stream. Each line is kept as written and as parsed.
 */
export function createMemoryLog() {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    /** Every line so far, as written. */
    text: () => written.join('\n'),
    lines: (): LogLine[] => written.map((line) => JSON.parse(line) as LogLine),
  };
}
