// `npm test`: every kind of test, in order of speed, stopping at the first failing step.
// Ends with the plain line "N passed, N failed" counting every test case that ran.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

const totals = { passed: 0, failed: 0 };
const started = Date.now();

async function run(title, command, args, options = {}) {
  console.log(`\n▶ ${title}`);
  const t0 = Date.now();
  // Output goes to the terminal as it comes and is also kept, so that a failure can be repeated
  // at the very end: a CI log is often read from its tail.
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  });
  const kept = [];
  child.stdout.on('data', (chunk) => (process.stdout.write(chunk), kept.push(chunk)));
  child.stderr.on('data', (chunk) => (process.stderr.write(chunk), kept.push(chunk)));
  const status = await new Promise((resolve) => child.on('close', resolve));
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
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

async function vitest(title, projects, env = {}) {
  const report = path.join(tmp, `vitest-${title.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
  ];
  await run(title, 'npx', args, {
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
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\nAll steps took ${minutes} min.`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

await run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
await run('lint and format', 'npm', ['run', '--silent', 'lint']);
await vitest('unit and component tests', ['unit', 'web']);
await vitest('API tests on PGlite', ['api'], { TEST_DB_ENGINE: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  await vitest('API tests on PostgreSQL', ['api'], { TEST_DB_ENGINE: 'postgres' });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the API tests ran on PGlite only.)');
}
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
