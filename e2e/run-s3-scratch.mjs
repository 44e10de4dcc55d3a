#!/usr/bin/env node
// Scratch runner (section 3 engineer): the journeys against a private build in /tmp/s3/dist, so a rebuild by someone
// else in the shared checkout cannot pull the files away mid-run. Deleted after use.
import { spawn } from 'node:child_process';
import { launchBrowser } from './harness.mjs';
import { doubleClickOrdersOnce, inviteGate, memberHasNoCreate, orderFromTemplate, orderFromZip, zipEscapingItsFolder } from './journeys/hosts.mjs';
import { appearance, commandPalette, createPageChunkFailsThenLoads, failingScenario, narrowScreen, notificationsInbox, pageTitlesAndFocus, runtimeConfig, signInAndVisitEveryRoute, staleChunkReloadsOnce, switchTeam, unknownPath } from './journeys/shell.mjs';

const ALL = { signInAndVisitEveryRoute, unknownPath, appearance, commandPalette, switchTeam, narrowScreen, notificationsInbox, runtimeConfig, orderFromTemplate, doubleClickOrdersOnce, orderFromZip, zipEscapingItsFolder, inviteGate, memberHasNoCreate, failingScenario, createPageChunkFailsThenLoads, staleChunkReloadsOnce, pageTitlesAndFocus };
const only = process.argv.slice(2);
const port = 4191;
const server = spawn('npx', ['vite', 'preview', '--outDir', '/tmp/s3/dist', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { cwd: new URL('../apps/console/', import.meta.url), stdio: 'ignore', detached: true });
const url = `http://127.0.0.1:${port}/`;
for (let attempt = 0; attempt < 150; attempt += 1) {
  try { if ((await fetch(url)).ok) break; } catch { /* not yet */ }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const browser = await launchBrowser();
let failed = 0;
try {
  for (const [name, journey] of Object.entries(ALL)) {
    if (only.length > 0 && !only.includes(name)) continue;
    try {
      await journey(browser, url);
      console.log(`✓ ${name}`);
    } catch (error) {
      failed += 1;
      console.log(`✗ ${name}\n  ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await browser.close();
  process.kill(-server.pid);
}
console.log(`failed: ${failed}`);
