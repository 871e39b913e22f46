// Browser tests drive Debian's Chromium: the headless shell for the e2e suite, the full browser
// for screenshots and the web bench. Install what is missing when we may (root); else say how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH } from '../e2e/support/chromium.mjs';

const missing = [
  [CHROMIUM_PATH, 'chromium'],
  [CHROMIUM_HEADLESS_SHELL_PATH, 'chromium-headless-shell'],
].filter(([file]) => !existsSync(file));

if (missing.length > 0) {
  const packages = missing.map(([, name]) => name).join(' ');
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing: ${missing.map(([file]) => file).join(', ')}. Install Debian's packages as root: apt-get update && apt-get install -y ${packages} (or set CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH).`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages} for the browser tests…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  });
}
