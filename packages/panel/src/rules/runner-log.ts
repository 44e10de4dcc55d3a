import { terminalLineText } from './runner-log-text';

/** A deployment is running while its result is empty or begins with 'Running' (leading blank lines ignored). */
export function isDeploymentRunning(result: string): boolean {
  const text = result.trimStart();
  return text === '' || text.startsWith('Running');
}

/**
 * The runner log (backend-formats 3.7): a banner, `$> ` step lines, `! ` stderr lines, `Exit status: N`,
 * `$> Error occured ...`, and a last `$> Execution Finished in 12.345s` (or `Aborted`). While the runner streams, the
 * result starts with `Running deployment script... Please wait...`.
 */

export type RunnerLineKind =
  /** The streaming notices: `Running deployment script...`, `[Chunked data...]`, `[message truncated...]`. */
  | 'status'
  /** `DOM Cloud runner v1.4.260106 ref 13e0b21 in <domain> at <time>`. */
  | 'banner'
  /** `$> <command or step note>`. */
  | 'step'
  /** `! <stderr line>` (Virtualmin). */
  | 'stderr'
  /** `Exit status: N` or `Process exited with code N`. */
  | 'exit'
  /** `$> Error occured with exit code N` / `$> Error occured: <message>`. */
  | 'error'
  | 'finished'
  | 'aborted'
  /** Everything else: what the commands printed. */
  | 'output';

export interface RunnerLogLine {
  kind: RunnerLineKind;
  /** The line as a terminal shows it, without escape sequences (for classifying, copying and downloading). */
  text: string;
  /** The exit code of an `exit` or `error` line, when it names one. */
  exitCode?: number;
  /** An error, a stderr line, a non-zero exit status or an abort: shown highlighted. */
  isProblem: boolean;
}

const STATUS_LINES = [/^Running\b/, /^\[Chunked data\.\.\.\]$/, /^\[message truncated\.\.\.\]$/];
const BANNER = /^\S.* runner v\d[\w.-]*\b/;
const EXIT = /^(?:Exit status:|Process exited with code)\s*(-?\d+)\s*$/;
// The runner spells it 'occured'; the correct spelling is accepted too.
const ERROR = /^\$> Error occurr?ed\b(?:.*?exit code (-?\d+))?/;
const FINISHED = /^\$> Execution Finished\b/;
const ABORTED = /^\$> Execution Aborted\b/;

function classify(text: string, index: number): Pick<RunnerLogLine, 'kind' | 'exitCode'> {
  const exit = EXIT.exec(text);
  if (exit) return { kind: 'exit', exitCode: Number(exit[1]) };
  const error = ERROR.exec(text);
  if (error) return error[1] === undefined ? { kind: 'error' } : { kind: 'error', exitCode: Number(error[1]) };
  if (FINISHED.test(text)) return { kind: 'finished' };
  if (ABORTED.test(text)) return { kind: 'aborted' };
  if (text.startsWith('$>')) return { kind: 'step' };
  if (text.startsWith('! ') || text === '!') return { kind: 'stderr' };
  // Only the head of the log carries the streaming notice and the banner.
  if (index < 3 && STATUS_LINES.some((pattern) => pattern.test(text))) return { kind: 'status' };
  if (index < 3 && BANNER.test(text)) return { kind: 'banner' };
  return { kind: 'output' };
}

function isProblemLine({ kind, exitCode }: Pick<RunnerLogLine, 'kind' | 'exitCode'>): boolean {
  return kind === 'error' || kind === 'stderr' || kind === 'aborted' || (kind === 'exit' && exitCode !== 0);
}

/**
 * Splits a deployment result into classified lines, one per line of the result (the view draws the same lines with
 * their colours through the ui's AnsiText).
 */
export function parseRunnerLog(result: string): RunnerLogLine[] {
  if (result === '') return [];
  return result.split('\n').map((raw, index) => {
    const text = terminalLineText(raw);
    const classified = classify(text.trim(), index);
    return { ...classified, text, isProblem: isProblemLine(classified) };
  });
}

/** The log as plain text, for copying and downloading. */
export function runnerLogText(result: string): string {
  return result.split('\n').map(terminalLineText).join('\n');
}

/** A deployment as it stands: running while its result is empty or begins with 'Running' (host-area 4). */
export type DeploymentOutcome = 'running' | 'succeeded' | 'failed' | 'aborted' | 'finished';

/**
 * running: still streaming; failed: an error line or a non-zero exit; aborted; succeeded: it reached
 * `Execution Finished` cleanly; finished: it stopped without saying how (an old or truncated log).
 */
export function deploymentOutcome(result: string): DeploymentOutcome {
  if (isDeploymentRunning(result)) return 'running';
  const lines = parseRunnerLog(result);
  if (lines.some((line) => line.kind === 'aborted')) return 'aborted';
  if (lines.some((line) => line.kind === 'error' || (line.kind === 'exit' && line.exitCode !== 0))) return 'failed';
  return lines.some((line) => line.kind === 'finished') ? 'succeeded' : 'finished';
}

/** `Execution Finished in 12.345s` -> 12.345 (seconds); undefined when the log does not say. */
export function deploymentDuration(result: string): number | undefined {
  const match = /Execution (?:Finished|Aborted) in (\d+(?:\.\d+)?)s/.exec(runnerLogText(result));
  return match ? Number(match[1]) : undefined;
}

/** The name a downloaded log is saved under: `<domain>-deployment-<id>.log`. */
export function runnerLogFileName(domain: string, deploymentId: number): string {
  const safe = domain.replace(/[^\w.-]+/g, '-') || 'host';
  return `${safe}-deployment-${deploymentId}.log`;
}
