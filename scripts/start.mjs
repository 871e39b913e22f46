// `npm start`: build the web app when its build is missing or older than its sources,
// then run the server in this same process (so SIGTERM reaches it directly).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sourceDirs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'packages/contracts/src',
  'packages/domain/src',
];

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newestMtime(path.join(target, entry))));
}

const isStale =
  !existsSync(builtIndex) ||
  sourceDirs.some((dir) => newestMtime(path.join(root, dir)) > statSync(builtIndex).mtimeMs);
if (isStale && !process.env.WEB_DIST) {
  console.log('Building the web app…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

register();
await import('../apps/api/src/server.ts');
