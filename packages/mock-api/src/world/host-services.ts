import type { FirewallState, LogType, ScreendAction, ScreenProcess } from '@hostdeck/panel/contract';
import { LOG_LINES_DEFAULT, canToggleFirewall, checkLogLines } from '@hostdeck/panel/rules';
import { hostAccess, requireToolWrite, type HostAccess } from './access';
import { connectionView } from './connection-view';
import { englishOf } from './issue-english';
import { operation, query } from './operation';
import { withRandom } from './random';
import { forbidden, invalid, ok, type Outcome } from './result';
import type { ConnectionPayload } from './state';

interface HostInput {
  teamId: number;
  hostId: number;
}

/** The bridge's answer to log and process calls (backend-formats 5.1, 5.2). */
export interface CommandAnswer {
  code: number;
  stdout: string;
  stderr: string;
  processes?: Record<string, number[]>;
}

const LOG_TYPES: readonly LogType[] = ['error', 'access', 'php', 'passenger', 'proxfix'];

export const listScreenProcesses = query<HostInput, ScreenProcess[]>((state, { teamId, hostId }) => {
  const access = hostAccess(state, hostId, teamId);
  return access.ok ? ok(access.value.host.screend.map((item) => ({ ...item, args: [...item.args] }))) : access;
});

/** Start, stop or restart every process (`screend start|stop|restart`): running ones get a new screen id. */
export const manageScreenProcesses = operation<HostInput & { action: ScreendAction }, CommandAnswer>((state, { teamId, hostId, action }) => {
  const access = hostAccess(state, hostId, teamId);
  if (!access.ok) return access;
  const denied = requireToolWrite(access.value);
  if (denied) return denied;
  const lines = access.value.host.screend.map((process) => {
    process.screen_id = action === 'stop' ? '' : withRandom(state, (random) => String(random.int(100_000, 999_999)));
    return `${action === 'stop' ? 'Stopped' : action === 'start' ? 'Started' : 'Restarted'} ${process.name ?? process.command}`;
  });
  return ok({ code: 0, stdout: lines.join('\n'), stderr: '' });
});

/** The firewall rule per user (backend-formats 5.5): true when on. */
export const getFirewallState = query<HostInput, boolean>((state, { teamId, hostId }) => {
  const access = hostAccess(state, hostId, teamId);
  return access.ok ? ok(access.value.host.firewall === 'on') : access;
});

/** Free plans have the firewall forced on (host-area 4, 6): below Lite it cannot be turned off. */
export function setFirewallOn(access: HostAccess, firewall: FirewallState): Outcome<string> {
  if (firewall === 'off' && !canToggleFirewall(access.plan.level)) return forbidden('Turning the firewall off needs a paid plan (Lite or above).');
  if (access.host.firewall === firewall) return ok('Done unchanged for nftables');
  access.host.firewall = firewall;
  return ok('Updated for nftables');
}

export const setFirewall = operation<HostInput & { state: FirewallState }, { message: string }>((state, input) => {
  const access = hostAccess(state, input.hostId, input.teamId);
  if (!access.ok) return access;
  const denied = requireToolWrite(access.value);
  if (denied) return denied;
  const result = setFirewallOn(access.value, input.state);
  return result.ok ? ok({ message: result.value }) : result;
});

/** host-area 2 and 5.18: type defaults to error, at most `lines` lines (default 100, minimum 1). */
export const getHostLog = query<HostInput & { type?: LogType; sub?: string; lines?: number }, CommandAnswer>((state, { teamId, hostId, type = 'error', sub, lines = LOG_LINES_DEFAULT }) => {
  const access = hostAccess(state, hostId, teamId);
  if (!access.ok) return access;
  if (!LOG_TYPES.includes(type)) return invalid({ type: `Unknown log type ${type}` });
  const tooFew = englishOf(checkLogLines(lines), { subject: 'max lines' });
  if (tooFew) return invalid({ n: tooFew });
  const host = access.value.host;
  const domain = sub ? `${sub}.${host.record.domain}` : host.record.domain;
  const text = host.nginx.some((site) => site.domain === domain) ? host.logs[type] : '';
  const stdout = text === '' ? '' : text.split('\n').slice(-lines).join('\n');
  if (type !== 'passenger') return ok({ code: 0, stdout, stderr: '' });
  if (stdout === '') return ok({ code: 255, stdout: '', stderr: 'No processes were reported by passenger-status' });
  return ok({ code: 0, stdout, stderr: '', processes: { [`/home/${host.record.username}/public_html (production)`]: [764098] } });
});

/** The software page's version commands (the panel's SOFTWARE_VERSION_COMMANDS). */
export const runSoftwareCommand = query<HostInput & { command: string }, string>((state, { teamId, hostId, command }) => {
  const access = hostAccess(state, hostId, teamId);
  if (!access.ok) return access;
  const { php, node, python } = access.value.host.software;
  const outputs: Record<string, string> = {
    'php -v': `PHP ${php} (cli) (built: Nov 19 2024 15:14:31) (NTS)\nCopyright (c) The PHP Group\nZend Engine v4.3.14, Copyright (c) Zend Technologies\n    with Zend OPcache v${php}, Copyright (c), by Zend Technologies\n`,
    'node -v': `${node}\n`,
    'python --version': `Python ${python}\n`,
  };
  const output = outputs[command];
  return output === undefined ? invalid({ cmd: `Unknown command ${command}` }) : ok(output);
});

export const getConnectionCheck = query<HostInput, ConnectionPayload>((state, { teamId, hostId }) => {
  const access = hostAccess(state, hostId, teamId);
  return access.ok ? ok(connectionView(access.value.host, state.catalog.nameservers)) : access;
});
