import { pathUnder, withQuery, type PathQuery } from './paths';

/*
 * Paths that only the domain, backup and server pages link to. paths.ts is in the first load (the sidebar's links), and
 * every export of a module that something uses ships where the module does: kept apart, these load with their pages.
 */

export const DOMAIN_TABS = ['detail', 'renew', 'dns'] as const;
export type DomainTab = (typeof DOMAIN_TABS)[number];

export function domainCreatePath(teamBase: string): string {
  return pathUnder(teamBase, 'domain', 'create');
}

export function domainTransferPath(teamBase: string): string {
  return pathUnder(teamBase, 'domain', 'transfer');
}

export function domainPath(teamBase: string, tab: DomainTab, domainId: number, query?: PathQuery): string {
  return withQuery(pathUnder(teamBase, 'domain', tab, domainId), query);
}

export function backupPath(teamBase: string, backupId: number): string {
  return pathUnder(teamBase, 'backup', 'detail', backupId);
}

export function serverPath(teamBase: string, serverId: number): string {
  return pathUnder(teamBase, 'server', 'detail', serverId);
}
