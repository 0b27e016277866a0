// Makes sure a Chromium exists for the browser tests, installing one when it can (docs/testing.md
// "Chromium"): Debian/Ubuntu as root: apt-get install -y chromium; elsewhere Playwright's own
// download; otherwise it says exactly what to install and exits non-zero.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

function run(command) {
  console.log(`$ ${command}`);
  return spawnSync(command, { shell: true, stdio: 'inherit' }).status === 0;
}

export function ensureChromium() {
  let found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("No Chromium found: installing Debian's chromium package.");
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
    found = findChromium();
    if (found) return found;
  }
  console.log("No Chromium found: trying Playwright's own download.");
  if (run('pnpm exec playwright install chromium')) {
    try {
      const path = execSync(
        'node -e "import(\'playwright\').then(p => console.log(p.chromium.executablePath()))"',
        { encoding: 'utf8' },
      ).trim();
      if (path && existsSync(path)) {
        process.env.CHROME_PATH = path;
        return path;
      }
    } catch {
      /* fall through to the message */
    }
  }
  console.error(
    [
      'No Chromium could be found or installed. Install one, then run the tests again:',
      '  Debian/Ubuntu (as root): apt-get update && apt-get install -y chromium',
      '  elsewhere: pnpm exec playwright install chromium',
      'or point CHROME_PATH at an existing Chrome or Chromium binary.',
    ].join('\n'),
  );
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = ensureChromium();
  if (!path) process.exit(1);
  console.log(`Chromium: ${path}`);
}
