import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';

/**
 * Makes sure a Chromium is there for the story and end-to-end tests. As root on CI it installs Debian's package;
 * anywhere else it says how to get one. Returns the path, or undefined when there is none.
 */
export function ensureChromium({ log = console.log } = {}) {
  const found = chromiumPath();
  if (existsSync(found)) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && process.env.CI) {
    log('Chromium not found: installing Debian\'s chromium package with apt-get…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(chromiumPath())) return chromiumPath();
  }
  log(
    'No Chromium found. Install it with `sudo apt-get install chromium` (Debian/Ubuntu), or point CHROMIUM_PATH at a ' +
      'Chromium or Chrome binary, then run npm test again.',
  );
  return undefined;
}
