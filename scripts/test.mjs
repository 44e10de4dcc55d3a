#!/usr/bin/env node
/**
 * The one test command. Runs every check in order, keeps going after a failure so one run shows everything,
 * and ends with the line `N passed, N failed` (vitest tests counted one by one, every other check as one).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };
const results = [];
const started = Date.now();

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  return result.status === 0;
}

function step(name, command, args) {
  console.log(`\n━━ ${name}`);
  const stepStart = Date.now();
  const isOk = run(command, args);
  results.push({ name, passed: isOk ? 1 : 0, failed: isOk ? 0 : 1 });
  console.log(`━━ ${name}: ${isOk ? 'ok' : 'FAILED'} (${((Date.now() - stepStart) / 1000).toFixed(1)} s)`);
}

/** A step whose command ends with its own `<what>: N passed, M failed` line; each counted item counts. */
function countedStep(name, command, args) {
  console.log(`\n━━ ${name}`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  process.stdout.write(result.stdout ?? '');
  const counts = /(\d+) passed, (\d+) failed\s*$/.exec((result.stdout ?? '').trim());
  let passed = counts ? Number(counts[1]) : 0;
  let failed = counts ? Number(counts[2]) : 0;
  if (result.status !== 0 && failed === 0) failed = 1;
  if (result.status === 0 && !counts) passed = 1;
  results.push({ name, passed, failed });
  console.log(`━━ ${name}: ${passed} passed, ${failed} failed (${((Date.now() - stepStart) / 1000).toFixed(1)} s)`);
}

/** Vitest steps count each test; a run that crashes before reporting counts as one failure. */
function vitestStep(name, projects) {
  console.log(`\n━━ ${name}`);
  const stepStart = Date.now();
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const isOk = run('npx', ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  let passed = 0;
  let failed = 0;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests;
    failed = json.numFailedTests + (json.numTotalTests === 0 ? 1 : 0);
    for (const suite of json.testResults) if (suite.status === 'failed' && suite.assertionResults.length === 0) failed += 1;
  } catch {
    failed = 1;
  }
  if (!isOk && failed === 0) failed = 1;
  results.push({ name, passed, failed });
  console.log(`━━ ${name}: ${passed} passed, ${failed} failed (${((Date.now() - stepStart) / 1000).toFixed(1)} s)`);
}

const chromium = ensureChromium();
if (chromium) env.CHROMIUM_PATH = chromium;

step('type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
step('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
vitestStep('unit tests', ['unit']);
if (chromium) {
  vitestStep('story tests', ['stories-light', 'stories-dark']);
} else {
  results.push({ name: 'story tests (no Chromium)', passed: 0, failed: 1 });
}
step('library builds', 'npx', ['tsup']);
step('console build', 'npm', ['run', 'build', '--workspace', '@hostdeck/console']);
step('console build for a real API', 'npm', ['run', 'build:real', '--workspace', '@hostdeck/console']);
step('storybook static build', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']);
if (chromium) {
  step('packages install into a fresh app', 'node', ['scripts/pack-check.mjs']);
  countedStep('end-to-end journeys', 'node', ['e2e/run.mjs']);
} else {
  results.push({ name: 'browser checks (no Chromium)', passed: 0, failed: 1 });
}
step('budgets', 'node', ['scripts/budgets.mjs']);

console.log('\n━━ summary');
for (const result of results) console.log(`${result.failed ? '✗' : '✓'} ${result.name}: ${result.passed} passed, ${result.failed} failed`);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
