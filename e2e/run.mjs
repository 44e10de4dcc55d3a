#!/usr/bin/env node
/** End-to-end journeys in Chromium against the built console. Prints one line per journey and a total. */
import { launchBrowser, startPreview } from './harness.mjs';
import { designSystemPreview, narrowScreen } from './journeys/design-system-preview.mjs';

const JOURNEYS = { 'design system preview: theme, palette, language, axe': designSystemPreview, 'narrow screen (360 px)': narrowScreen };

const preview = await startPreview(4174);
const browser = await launchBrowser();
let failed = 0;
try {
  for (const [name, journey] of Object.entries(JOURNEYS)) {
    try {
      await journey(browser, preview.url);
      console.log(`✓ ${name}`);
    } catch (error) {
      failed += 1;
      console.log(`✗ ${name}\n  ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await browser.close();
  preview.stop();
}
console.log(`journeys: ${Object.keys(JOURNEYS).length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
