import { describe, expect, it } from 'vitest';
import { deploymentDuration, deploymentOutcome, parseRunnerLog, runnerLogFileName, runnerLogText, type RunnerLineKind } from './runner-log';

const ESC = '\u001b';
const white = (text: string) => `${ESC}[37m${text}${ESC}[0m`;
const cyan = (text: string) => `${ESC}[36m${text}${ESC}[0m`;
const red = (text: string) => `${ESC}[91m${text}${ESC}[0m`;

const BANNER = 'DOM Cloud runner v1.4.260106 ref 13e0b21 in shop.example at 2025-06-01T12:00:00.000Z';
const SUCCESS = [
  BANNER,
  white('$> Applying features'),
  white('$> Changing PHP engine to 8.3'),
  '$> virtualmin modify-web --domain shop.example --php-version 8.3',
  cyan('Exit status: 0'),
  '$> npm ci',
  'added 312 packages in 14s',
  '',
  white('$> Execution Finished in 12.345s'),
].join('\n');
const FAILED = [BANNER, '$> npm run build', '! bash: line 1: command failed', red('$> Error occured with exit code 1'), '', white('$> Execution Finished in 3.100s')].join('\n');
const RUNNING = `Running deployment script... Please wait...\n${BANNER}\n${white('$> Applying features')}`;

const kinds = (result: string) => parseRunnerLog(result).map((line) => line.kind);

describe('parseRunnerLog', () => {
  it('is empty for an empty result', () => {
    expect(parseRunnerLog('')).toEqual([]);
  });

  it('classifies every line of a finished log', () => {
    expect(kinds(SUCCESS)).toEqual<RunnerLineKind[]>(['banner', 'step', 'step', 'step', 'exit', 'step', 'output', 'output', 'finished']);
  });

  it('marks errors, stderr and non-zero exits as problems', () => {
    const lines = parseRunnerLog(FAILED);
    expect(lines.map((line) => [line.kind, line.isProblem])).toEqual([
      ['banner', false],
      ['step', false],
      ['stderr', true],
      ['error', true],
      ['output', false],
      ['finished', false],
    ]);
    expect(lines[3]?.exitCode).toBe(1);
  });

  it('classifies a coloured line by its text without escapes', () => {
    const [line] = parseRunnerLog(red('$> Error occured: nginx -t failed'));
    expect(line).toEqual({ kind: 'error', text: '$> Error occured: nginx -t failed', isProblem: true });
  });

  it('gives one line per line of the result, empty ones included, for the view to draw with their colours', () => {
    const lines = parseRunnerLog(`${ESC}[32mone\n\ntwo${ESC}[0m three\n`);
    expect(lines.map((line) => line.text)).toEqual(['one', '', 'two three', '']);
  });

  it.each<[string, RunnerLineKind, number | undefined, boolean]>([
    ['Exit status: 0', 'exit', 0, false],
    ['Exit status: 2', 'exit', 2, true],
    ['Exit status: -1', 'exit', -1, true],
    ['Process exited with code 0', 'exit', 0, false],
    ['Process exited with code 137', 'exit', 137, true],
    ['$> Error occured with exit code 127', 'error', 127, true],
    ['$> Error occurred with exit code 3', 'error', 3, true],
    ['$> Error occured: Unknown type rem', 'error', undefined, true],
    ['$> Execution Finished in 1.234s', 'finished', undefined, false],
    ['$> Execution Aborted in 9.000s', 'aborted', undefined, true],
    ['$> git pull', 'step', undefined, false],
    ['! Warning: something', 'stderr', undefined, true],
    ['!important text', 'output', undefined, false],
    ['Exit status: zero', 'output', undefined, false],
    ['Error occured with exit code 1', 'output', undefined, false],
  ])('%j is %s (exit %s, problem %s)', (text, kind, exitCode, isProblem) => {
    const [line] = parseRunnerLog(`${BANNER}\n${text}`).slice(1);
    expect(line).toMatchObject({ kind, isProblem });
    expect(line?.exitCode).toBe(exitCode);
  });

  it('reads the streaming notices only at the head of the log', () => {
    expect(kinds(RUNNING)).toEqual(['status', 'banner', 'step']);
    expect(kinds('[message truncated...]\n$> npm ci')).toEqual(['status', 'step']);
    expect(kinds('[Chunked data...]\noutput')).toEqual(['status', 'output']);
    expect(kinds('a\nb\nc\nRunning tests')).toEqual(['output', 'output', 'output', 'output']);
  });

  it('renders markup as text, never as HTML', () => {
    const [line] = parseRunnerLog('<img src=x onerror=alert(1)>');
    expect(line?.text).toBe('<img src=x onerror=alert(1)>');
  });

  it('shows only what follows a carriage return, as a terminal would', () => {
    expect(parseRunnerLog('10%\r50%\r100%')[0]?.text).toBe('100%');
  });
});

describe('deploymentOutcome', () => {
  it.each([
    ['', 'running'],
    ['  \n', 'running'],
    [RUNNING, 'running'],
    ['\nRunning deployment script...', 'running'],
    [SUCCESS, 'succeeded'],
    [FAILED, 'failed'],
    [`${BANNER}\nExit status: 1\n$> Execution Finished in 1s`, 'failed'],
    [`${BANNER}\n$> Execution Aborted in 2.000s`, 'aborted'],
    [`${BANNER}\n$> git pull`, 'finished'],
    [`${BANNER}\nProcess exited with code 0`, 'finished'],
    ['running late', 'finished'],
  ])('%j -> %s', (result, outcome) => {
    expect(deploymentOutcome(result)).toBe(outcome);
  });
});

describe('runnerLogText and deploymentDuration', () => {
  it('strips the colours for copying and downloading', () => {
    expect(runnerLogText(FAILED)).toBe([BANNER, '$> npm run build', '! bash: line 1: command failed', '$> Error occured with exit code 1', '', '$> Execution Finished in 3.100s'].join('\n'));
  });

  it.each([
    [SUCCESS, 12.345],
    [FAILED, 3.1],
    ['$> Execution Aborted in 9s', 9],
    [RUNNING, undefined],
  ])('%#: %s seconds', (result, seconds) => {
    expect(deploymentDuration(result)).toBe(seconds);
  });
});

describe('runnerLogFileName', () => {
  it.each([
    ['shop.example', 7, 'shop.example-deployment-7.log'],
    ['a b/c', 1, 'a-b-c-deployment-1.log'],
    ['', 2, 'host-deployment-2.log'],
  ])('%j #%s -> %s', (domain, id, name) => {
    expect(runnerLogFileName(domain, id)).toBe(name);
  });
});
