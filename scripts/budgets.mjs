#!/usr/bin/env node
/**
 * Size budgets, printed as figures and failed when exceeded:
 * - the shipped ui stylesheet (tokens, six palettes, every primitive's classes), gzip;
 * - the JS an app pays for importing Button alone (measured by scripts/pack-check.mjs, which also checks that only
 *   English ships up front), gzip.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSize, kb } from './initial-js.mjs';

const root = path.resolve(import.meta.dirname, '..');
const BUDGETS = { uiCssGzip: 15 * 1024, buttonCostGzip: 16 * 1024 };

let failures = 0;
function check(name, actual, limit) {
  const isOk = actual <= limit;
  if (!isOk) failures += 1;
  console.log(`${isOk ? '✓' : '✗'} ${name}: ${kb(actual)} (budget ${kb(limit)})`);
}

const css = path.join(root, 'packages/ui/dist/styles.css');
if (existsSync(css)) check('ui CSS gzip', gzipSize(readFileSync(css)), BUDGETS.uiCssGzip);
else {
  failures += 1;
  console.log('✗ ui CSS: packages/ui/dist/styles.css is missing (the library build failed?)');
}

const figures = path.join(root, '.cache', 'budget-figures.json');
if (existsSync(figures)) {
  const { buttonCostGzip } = JSON.parse(readFileSync(figures, 'utf8'));
  check('JS cost of importing Button alone, gzip', buttonCostGzip, BUDGETS.buttonCostGzip);
} else {
  failures += 1;
  console.log('✗ Button cost: no figures (scripts/pack-check.mjs did not run)');
}

process.exit(failures === 0 ? 0 : 1);
