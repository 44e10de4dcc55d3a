// Shared data of the runner stories: runner logs in the bridge's format (backend-formats 3.7), with its colours.
import type { Deployment } from '../../../api/schemas/deploy';
import { fn } from 'storybook/test';
import type { RunnerHost, RunnerScreenProps } from './runner';

const ESC = '\u001b';
const step = (text: string) => `${ESC}[37m$> ${text}${ESC}[0m`;
const exit = (code: number) => `${ESC}[36mExit status: ${code}${ESC}[0m`;
const failure = (text: string) => `${ESC}[91m$> ${text}${ESC}[0m`;
const BANNER = 'DOM Cloud runner v1.4.260106 ref 13e0b21 in shop.example at 2025-06-01T11:58:00.000Z';

export const STORY_HOST: RunnerHost = { id: 1001, domain: 'shop.example', username: 'shop-site', password: 'kT9-pLm2qRx8vWz4', status: 'active' };

export const LOG_RUNNING = [
  'Running deployment script... Please wait...',
  BANNER,
  step('Changing Node engine to lts'),
  '$> nvm install lts/*',
  'Now using node v22.11.0 (npm v10.9.0)',
  step('Applying features'),
  '$> npm ci',
].join('\n');

export const LOG_SUCCEEDED = [
  BANNER,
  step('Applying features'),
  step('Changing PHP engine to 8.3'),
  '$> virtualmin modify-web --domain shop.example --php-version 8.3',
  exit(0),
  step('root path is set unchanged'),
  '$> git pull',
  'Already up to date.',
  '$> npm ci',
  `added 312 packages, and audited 313 packages in 14s`,
  `${ESC}[32mfound 0 vulnerabilities${ESC}[0m`,
  '',
  step('Execution Finished in 12.345s'),
].join('\n');

export const LOG_FAILED = [
  BANNER,
  step('Applying features'),
  '$> git pull',
  'Already up to date.',
  '$> npm run build',
  '! bash: line 1: vite: command not found',
  failure('Error occured with exit code 127'),
  '',
  step('Execution Finished in 3.210s'),
].join('\n');

export const PULL_TEMPLATE = 'commands:\n  - git pull\n  - npm ci\n  - npm run build\n';

export const deployment = (id: number, result: string, userId: number | null = 42, updatedAt = '2025-06-01 11:58:00'): Deployment => ({
  id,
  user_id: userId,
  result,
  template: PULL_TEMPLATE,
  updated_at: updatedAt,
});

/** The runner screen's story props: a finished history of the given deployments, with every action a spy. */
export function runnerStoryArgs(deployments: Deployment[]) {
  return {
    title: 'Deployments',
    status: 'ready',
    host: STORY_HOST,
    deployments,
    view: 'history',
    isAdministrator: false,
    canDeploy: true,
    webhookUrl: 'https://console.example/api/githubdeploy',
    webhookSecret: '3f1c0e6a9b2d4c8e7f5a1b3c9d0e2f4a6b8c0d1e',
    onRetry: fn(),
    onShowHistory: fn(),
    onDeploy: fn(),
    onClear: fn(),
    onAskForHelp: fn(),
  } satisfies Partial<RunnerScreenProps>;
}
