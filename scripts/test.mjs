// `npm test`: every kind of test, in order of speed, stopping at the first failing step.
// Ends with the plain line "N passed, N failed" counting every test case that ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

const totals = { passed: 0, failed: 0 };
const started = Date.now();

function run(title, command, args, options = {}) {
  console.log(`\n▶ ${title}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (options.count) options.count();
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`);
    finish(1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

function vitest(title, projects, env = {}) {
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
  run(title, 'npx', args, {
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

run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint and format', 'npm', ['run', '--silent', 'lint']);
vitest('unit and component tests', ['unit', 'web']);
vitest('API tests on PGlite', ['api'], { TEST_DB_ENGINE: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('API tests on PostgreSQL', ['api'], { TEST_DB_ENGINE: 'postgres' });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the API tests ran on PGlite only.)');
}
run('production build', 'npm', ['run', '--silent', 'build']);
const e2eReport = path.join(tmp, `e2e-results-${process.env.E2E_PORT ?? 8181}.json`);
rmSync(e2eReport, { force: true });
run('end-to-end tests in Chromium', 'npm', ['run', '--silent', 'test:e2e'], {
  count: () => {
    if (!existsSync(e2eReport)) return;
    const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
  },
});
finish(0);
