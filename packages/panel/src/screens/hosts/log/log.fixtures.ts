import { createWorldStore, DEFAULT_TEAM_ID, getHostDetail, getHostLog, type Outcome } from '@hostdeck/mock-api';
import type { LogResult, LogType } from '../../../api/schemas/host-tools';
import { DEFAULT_LOG_QUERY } from '../../../rules/log-query';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import type { LogScreenProps } from './log';

/**
 * The log stories' data, read from the simulated world the container stories and the demo run on (owner-paid):
 * lestari.studio (1001) serves a busy site, so each of its logs has lines; api.lestari.studio (1004) has served nothing yet.
 */
const store = createWorldStore({ scenario: 'owner-paid' });

function answerOf<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`log fixtures: the world refused ${what}: ${outcome.message}`);
  return outcome.value;
}

export const STUDIO_HOST_ID = 1001;
export const FRESH_HOST_ID = 1004;

/** The host page frame's value for a host, as the frame hands it to the page. */
export function frameOf(hostId: number, gate: HostFrameValue['gate'] = 'allowed'): HostFrameValue {
  const detail = answerOf(store.run(getHostDetail, { teamId: DEFAULT_TEAM_ID, hostId }), `host ${hostId}`);
  return { teamId: DEFAULT_TEAM_ID, hostId, host: detail.host, server: detail.server, gate, title: 'Log' };
}

/** A log as GET host/log/{id} answers it. */
export function worldLog(hostId: number, type: LogType, lines = DEFAULT_LOG_QUERY.n): LogResult {
  return answerOf(store.run(getHostLog, { teamId: DEFAULT_TEAM_ID, hostId, type, lines }), `the ${type} log of ${hostId}`);
}

export const STUDIO_DOMAIN = frameOf(STUDIO_HOST_ID).host.domain;
export const STUDIO_LOGS: Readonly<Record<LogType, LogResult>> = {
  error: worldLog(STUDIO_HOST_ID, 'error'),
  access: worldLog(STUDIO_HOST_ID, 'access'),
  php: worldLog(STUDIO_HOST_ID, 'php'),
  passenger: worldLog(STUDIO_HOST_ID, 'passenger'),
  proxfix: worldLog(STUDIO_HOST_ID, 'proxfix'),
};
/** The fresh host's passenger log: nothing runs, so passenger-status reports no processes (code 255). */
export const NO_PROCESSES_LOG = worldLog(FRESH_HOST_ID, 'passenger');
export const EMPTY_LOG = worldLog(FRESH_HOST_ID, 'error');

const accessLines = STUDIO_LOGS.access.stdout.split('\n');
/** A line found only far down the long log: a probe for a file that is not there. */
export const FAR_DOWN_LINE = '203.0.113.77 - - [01/Nov/2026:09:12:44 +0000] "GET /wp-admin/setup-config.php HTTP/1.1" 404 153 "-" "curl/8.9.1" "-"';
export const FAR_DOWN_INDEX = 4800;
/** Five thousand access lines: the studio's traffic over and over, one odd request near the end. */
export const LONG_ACCESS_LOG: LogResult = {
  code: 0,
  stdout: Array.from({ length: 5000 }, (_, index) => (index === FAR_DOWN_INDEX ? FAR_DOWN_LINE : (accessLines[index % accessLines.length] ?? ''))).join('\n'),
  stderr: '',
};

const ESC = '\x1b';
/** An app log written through a terminal: the proxfix app's own colours (the world's logs have none). */
export const COLOURED_LOG: LogResult = {
  code: 0,
  stdout: [
    `proxfix: starting "npm start" with PORT=23456`,
    `${ESC}[32m✓${ESC}[0m ${ESC}[1mReady${ESC}[22m in 812ms`,
    `${ESC}[33mwarn${ESC}[0m  - Slow query on ${ESC}[36m/api/products${ESC}[0m (1.4s)`,
    `${ESC}[31merror${ESC}[0m - Unhandled rejection: ECONNREFUSED 127.0.0.1:6379`,
    `<script>alert("log")</script>`,
  ].join('\n'),
  stderr: '',
};

/** A PHP log the command could only partly read: what it read, and what it wrote to stderr. */
export const STDERR_LOG: LogResult = {
  code: 1,
  stdout: STUDIO_LOGS.php.stdout,
  stderr: `tail: cannot open '/home/${frameOf(STUDIO_HOST_ID).host.username}/domains/blog.${STUDIO_DOMAIN}/logs/php_log' for reading: No such file or directory`,
};

/** The screen's props: the studio's error log, the default query. */
export const logArgs = {
  title: 'Log',
  domain: STUDIO_DOMAIN,
  query: DEFAULT_LOG_QUERY,
  status: 'content',
  result: STUDIO_LOGS.error,
  isRefreshing: false,
} satisfies Partial<LogScreenProps>;
