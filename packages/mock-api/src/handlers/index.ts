import type { HttpHandler } from 'msw';
import type { WorldStore } from '../store/world-store';
import { backupsHandlers } from './backups';
import { deployHandlers } from './deploy';
import { domainsHandlers } from './domains';
import { hostToolsHandlers } from './host-tools';
import { hostsHandlers } from './hosts';
import { inviteHandlers } from './invite';
import type { HandlerOptions } from './kit';
import { profileHandlers } from './profile';
import { serversHandlers } from './servers';
import { sessionHandlers } from './session';
import { teamsHandlers } from './teams';

export { backupsHandlers, deployHandlers, domainsHandlers, hostToolsHandlers, hostsHandlers, inviteHandlers, profileHandlers, serversHandlers, sessionHandlers, teamsHandlers };
export { deployExternalHandlers, dohAnswer, resolveWorldA } from './deploy-external';
export { BOOTSTRAP_CALLS, SIMULATED_FAILURE, type CallName, type ExternalUrls, type HandlerOptions } from './kit';

/** The handler groups by area, as the contract groups its calls; a story overrides one group by name. */
export function createHandlerGroups(store: WorldStore, options: HandlerOptions = {}): Record<string, HttpHandler[]> {
  return {
    session: sessionHandlers(store, options),
    hosts: hostsHandlers(store, options),
    deploy: deployHandlers(store, options),
    hostTools: hostToolsHandlers(store, options),
    domains: domainsHandlers(store, options),
    backups: backupsHandlers(store, options),
    servers: serversHandlers(store, options),
    teams: teamsHandlers(store, options),
    invite: inviteHandlers(store, options),
    profile: profileHandlers(store, options),
  };
}

/** Every handler of the simulated backend: the panel's /userapi calls, the webhook badge and the outside services. */
export function createHandlers(store: WorldStore, options: HandlerOptions = {}): HttpHandler[] {
  return Object.values(createHandlerGroups(store, options)).flat();
}
