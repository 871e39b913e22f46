// `npm test`: every kind of test, in order of speed, stopping at the first failing step.
// Ends with the plain line "N passed, N failed" counting every test case that ran.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

const totals = { passed: 0, failed: 0 };
/** Each step's title and seconds, printed together at the end for closing notes (issue 43). */
const stepTimes = [];
const started = Date.now();
/** Steps still running, stopped if another fails. */
const running = new Set();

/**
 * One step. Its output goes to the terminal as it comes, or, for a step run beside another
 * (`buffered`), all at once when it ends, so that two steps' lines never interleave. It is also
 * kept, so that a failure can be repeated at the very end: a CI log is often read from its tail.
 */
async function run(title, command, args, options = {}) {
  console.log(`\n▶ ${title}${options.buffered ? ' (its output comes when it ends)' : ''}`);
  const t0 = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  });
  running.add(child);
  const kept = [];
  const echo = (stream) => (chunk) => {
    if (!options.buffered) stream.write(chunk);
    kept.push(chunk);
  };
  child.stdout.on('data', echo(process.stdout));
  child.stderr.on('data', echo(process.stderr));
  const status = await new Promise((resolve) => child.on('close', resolve));
  running.delete(child);
  if (options.buffered) console.log(`\n── Output of "${title}" ──\n${Buffer.concat(kept).toString('utf8')}`);
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  stepTimes.push({ title, seconds, status });
  if (options.count) options.count();
  if (status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`);
    console.error(`\n── What failed in "${title}" (the output above has it all) ──`);
    console.error(failureExcerpt(Buffer.concat(kept).toString('utf8')));
    finish(1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

/** The part of a step's output that says what went wrong: Vitest's failure sections, else the tail. */
function failureExcerpt(output) {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const start = lines.findIndex((line) => /⎯ (Failed Tests|Unhandled Errors?|Failed Suites)/.test(line));
  const excerpt = start >= 0 ? lines.slice(start) : lines.slice(-40);
  return excerpt
    .filter((line) => line.trim() !== '')
    .slice(0, 60)
    .map((line) => (line.length > 300 ? `${line.slice(0, 300)} …` : line))
    .join('\n');
}

async function vitest(title, projects, env = {}, options = {}, extraArgs = []) {
  const report = path.join(tmp, `vitest-${title.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
    ...extraArgs,
  ];
  await run(title, 'npx', args, {
    ...options,
    env,
    count: () => {
      if (!existsSync(report)) return;
      const json = JSON.parse(readFileSync(report, 'utf8'));
      totals.passed += json.numPassedTests;
      totals.failed += json.numFailedTests;
    },
  });
}

function finish(code) {
  for (const child of running) child.kill('SIGTERM');
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log('\nStep times (steps side by side overlap):');
  for (const step of stepTimes)
    console.log(`  ${step.status === 0 ? '✔' : '✖'} ${step.title}: ${step.seconds}s`);
  console.log(`All steps took ${minutes} min.`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

// Steps that each keep about one core busy run two at a time on the two-core machines we have
// (the whole run must stay under 30 minutes there, e2e within 12 and the API step within 10 on a
// quiet machine: issue 43): the type checker beside the linter, and the API
// tests on PGlite, whose engine runs in the test process, beside those on PostgreSQL, whose
// queries run in the database server.
await Promise.all([
  run('typecheck', 'npm', ['run', '--silent', 'typecheck'], { buffered: true }),
  run('lint and format', 'npm', ['run', '--silent', 'lint'], { buffered: true }),
]);
// Alone in its step, so one worker per core: Vitest keeps a core free by default, which on two
// cores left the component tests on one (138 s on one worker).
await vitest('unit and component tests', ['unit', 'web'], {}, {}, [
  `--maxWorkers=${os.availableParallelism()}`,
]);
if (process.env.TEST_DATABASE_URL) {
  await Promise.all([
    vitest('API tests on PGlite', ['api'], { TEST_DB_ENGINE: 'pglite' }, { buffered: true }),
    vitest('API tests on PostgreSQL', ['api'], { TEST_DB_ENGINE: 'postgres' }, { buffered: true }),
  ]);
} else {
  await vitest('API tests on PGlite', ['api'], { TEST_DB_ENGINE: 'pglite' });
  console.log('\n(TEST_DATABASE_URL is not set: the API tests ran on PGlite only.)');
}
// Real server processes, several on one PostgreSQL database and killed mid-work (issue 21): slow,
// and each test starts its own processes, so a step of its own, after the quicker ones.
await vitest('several servers and crashes', ['cluster']);
await run('production build', 'npm', ['run', '--silent', 'build']);
const e2eReport = path.join(tmp, `e2e-results-${process.env.E2E_PORT ?? 8181}.json`);
rmSync(e2eReport, { force: true });
await run('end-to-end tests in Chromium', 'npm', ['run', '--silent', 'test:e2e'], {
  count: () => {
    if (!existsSync(e2eReport)) return;
    const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
  },
});
finish(0);
