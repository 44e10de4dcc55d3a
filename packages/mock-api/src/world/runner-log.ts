import type { LogLine, WorldDeployment } from './state';
import { featureKey, type DeployScript } from './deploy-script';
import type { Random } from './random';
import { formatDateTime, formatIso, parseTime } from './time';

/** The runner's first-line banner (backend-formats 3.7; bridge v1.4.260106 at 13e0b21). */
export const RUNNER_BANNER = 'DOM Cloud runner v1.4.260106 ref 13e0b21';
/** What a deployment's result starts with while the runner still streams it (the x-callback flow of 3.7). */
export const RUNNING_PREFIX = 'Running deployment script... Please wait...\n';

// The runner colours its own lines (normalizeShellOutput): `$>` white, exit statuses cyan, errors bright red.
const step = (text: string) => `\u001b[37m$> ${text}\u001b[0m`;
const exitStatus = (code: number) => `\u001b[36mExit status: ${code}\u001b[0m`;
const failure = (text: string) => `\u001b[91m$> ${text}\u001b[0m`;

export interface RunnerContext {
  domain: string;
  username: string;
  startedAt: number;
  random: Random;
  /** A command that fails with exit code 1, ending the run there. */
  failCommand?: string;
}

/** Canned output of the commands recipes use most, so the streamed log reads like a real one. */
const COMMAND_OUTPUT: Array<[RegExp, string[]]> = [
  [/^git pull/, ['Already up to date.']],
  [/^git (reset|fetch)/, ['HEAD is now at 3f2c9a1 Update dependencies']],
  [/^npm (ci|install)/, ['added 312 packages, and audited 313 packages in 14s', '', '58 packages are looking for funding', '  run `npm fund` for details', '', 'found 0 vulnerabilities']],
  [/^(npm|yarn|pnpm) (run )?build/, ['> build', '> vite build', '', 'vite v6.3.5 building for production...', '✓ 128 modules transformed.', '✓ built in 3.42s']],
  [/^composer (install|create-project)/, ['Installing dependencies from lock file', 'Package operations: 112 installs, 0 updates, 0 removals', 'Generating optimized autoload files', '> @php artisan package:discover --ansi']],
  [/^php artisan migrate/, ['INFO  Running migrations.', '  2014_10_12_000000_create_users_table .......... 12ms DONE', '  2019_12_14_000001_create_personal_access_tokens_table .......... 9ms DONE']],
  [/^pip install/, ['Collecting flask', 'Successfully installed Werkzeug-3.1.3 flask-3.1.1 itsdangerous-2.2.0']],
  [/^restart$/, []],
];

function commandLines(command: string): string[] {
  return COMMAND_OUTPUT.find(([pattern]) => pattern.test(command))?.[1] ?? [];
}

/** The full log a deploy script produces, each line stamped with when it appears (backend-formats 3.6 order). */
export function buildRunnerLog(script: DeployScript, context: RunnerContext): LogLine[] {
  const { domain, username, random } = context;
  const lines: LogLine[] = [];
  let at = 0;
  const emit = (text: string, min = 80, max = 900) => {
    at += random.int(min, max);
    lines.push({ at, text });
  };
  lines.push({ at: 0, text: `${RUNNER_BANNER} in ${domain} at ${formatIso(context.startedAt)}` });

  const plain = script.features.map(featureKey).filter(([key]) => !key.startsWith('ssl'));
  for (const [, value] of plain.filter(([name]) => name === 'node')) {
    emit(step(`Changing Node engine to ${typeof value === 'string' && value ? value : 'lts'}`));
    emit(`$> nvm install ${value === 'latest' ? 'node' : 'lts/*'}`, 1500, 4000);
    emit('Now using node v22.11.0 (npm v10.9.0)');
  }
  emit(step('Applying features'));
  for (const [key, value] of plain.filter(([name]) => name !== 'node')) {
    if (key === 'mysql' || key === 'mariadb' || key === 'postgres' || key === 'postgresql') {
      const engine = key.startsWith('postgres') ? 'PostgreSQL' : 'MySQL';
      const name = typeof value === 'string' && value.startsWith('create ') ? value.slice(7) : 'db';
      emit(step(`Enabling ${engine}`));
      emit(step(`Creating db instance ${username.replaceAll('-', '_')}_${name} on ${engine}`), 400, 1500);
    } else if (key === 'php') {
      const version = typeof value === 'string' && /^\d/.test(value) ? value : '8.3';
      emit(step(`Changing PHP engine to ${version}`));
      emit(`$> virtualmin modify-web --domain ${domain} --php-version ${version}`, 600, 2000);
      emit(exitStatus(0));
    } else if (key === 'dns') {
      const changes = Array.isArray(value) ? value.length : 0;
      emit(step('Enabling DNS feature'));
      if (changes > 0) {
        emit(step('Applying DNS records'));
        emit(`Done updating ${changes} records`);
      }
    } else if (key !== '') {
      emit(step(`Applying ${key}${typeof value === 'string' && value ? ` ${value}` : ''}`));
    }
  }
  emit(step(script.root ? `Changing root path to ${script.root}` : 'root path is set unchanged'));
  if (script.nginx !== undefined) {
    emit(step(`Applying nginx config on ${domain}`));
    emit('Done updated', 200, 800);
  }
  if (script.source && script.source !== 'clear') {
    const clone = !/\.(zip|tar\.gz|tar\.xz|tar\.bz2)(#.*)?$/.test(script.source);
    emit(step(clone ? 'Cloning files' : 'Downloading files'));
    const [url = '', branch] = script.source.split('#');
    emit(clone ? `$> git clone ${url}${branch ? ` -b ${branch}` : ''} --filter=blob:none .` : `$> wget -q ${url}`, 800, 3000);
    if (clone) emit("Cloning into '.'...");
  }
  for (const command of script.commands) {
    const text = commandText(command);
    if (text === undefined) continue;
    emit(text.startsWith('writing ') ? step(text) : `$> ${text}`, 300, 1200);
    if (context.failCommand !== undefined && text === context.failCommand) {
      emit('! bash: line 1: command failed', 100, 300);
      emit(failure('Error occured with exit code 1'));
      return finish(lines, at, random);
    }
    for (const output of commandLines(text)) emit(output, 200, 2500);
  }
  for (const [key, value] of script.features.map(featureKey).filter(([name]) => name.startsWith('ssl'))) {
    emit(step('Breaking ssl cert sharing'));
    emit(step(`Applying nginx ssl config on ${domain}`));
    emit(step(value === '' && key === 'ssl' ? 'Generating SSL cert with Let\'s Encrypt' : 'SSL config seems OK, nothing changed'), 800, 2500);
  }
  return finish(lines, at, random);
}

function commandText(command: unknown): string | undefined {
  if (typeof command === 'string') return command;
  if (typeof command !== 'object' || command === null) return undefined;
  const item = command as Record<string, unknown>;
  if (typeof item.filename === 'string') return `writing ${item.filename}`;
  if (typeof item.command === 'string') return item.write === false ? undefined : item.command;
  if (typeof item.feature === 'string') return `feature ${item.feature}`;
  return undefined;
}

function finish(lines: LogLine[], at: number, random: Random): LogLine[] {
  const end = at + random.int(100, 400);
  lines.push({ at: end, text: `\n${step(`Execution Finished in ${(end / 1000).toFixed(3)}s`)}` });
  return lines;
}

export function deploymentStart(deployment: WorldDeployment): number {
  return parseTime(deployment.started_at);
}

export function deploymentEnd(deployment: WorldDeployment): number {
  return deploymentStart(deployment) + (deployment.lines.at(-1)?.at ?? 0);
}

export function isDeploymentRunning(deployment: WorldDeployment, now: number): boolean {
  return now < deploymentEnd(deployment);
}

/** The result as polled at `now`: the lines written so far behind the running prefix, or the whole log once done. */
export function deploymentResult(deployment: WorldDeployment, now: number): string {
  const elapsed = now - deploymentStart(deployment);
  const visible = deployment.lines.filter((line) => line.at <= elapsed).map((line) => line.text);
  return isDeploymentRunning(deployment, now) ? `${RUNNING_PREFIX}${visible.join('\n')}` : visible.join('\n');
}

/** updated_at of a deployment: when its last visible line was written. */
export function deploymentUpdatedAt(deployment: WorldDeployment, now: number): string {
  return formatDateTime(Math.min(now, deploymentEnd(deployment)));
}

/** The runner log of a backup job: streaming while pending, complete once the archive exists. */
export function backupRunnerLog(domain: string, filename: string, startedAt: number, finished: boolean): string {
  const lines = [`${RUNNER_BANNER} in ${domain} at ${formatIso(startedAt)}`, step('Applying features'), `$> virtualmin backup-domain --domain ${domain} --all-features --newformat --dest /home/backups/${filename}`, 'Starting backup of domain ...'];
  if (!finished) return `${RUNNING_PREFIX}${lines.join('\n')}`;
  return [...lines, '    Backing up Cron jobs .. done', '    Backing up MySQL databases .. done', '    Backing up Home directory .. done', '.. done', exitStatus(0), `\n${step('Execution Finished in 9.812s')}`].join('\n');
}
