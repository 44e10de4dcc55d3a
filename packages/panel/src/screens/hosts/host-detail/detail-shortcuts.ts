import type { HostStatus } from '../../../api/schemas/hosts';
import { hostPageGate } from '../../../rules/host-page-gate';
import type { HostTab } from '../../../rules/paths';
import type { TeamRole } from '../../../rules/permissions-roles';

/** The host pages people open most from a website's info page, in the order the shortcuts show them. */
export const DETAIL_SHORTCUTS = ['manage', 'runner', 'database', 'nginx', 'dns', 'log'] as const satisfies readonly HostTab[];

/**
 * The shortcuts worth offering: a page the host frame would close (its disabled message on a host that is not active,
 * or the member message) is left out, so a suspended website offers only what still works there (Deploy).
 */
export function detailShortcuts(input: { role: TeamRole; status: HostStatus }): HostTab[] {
  return DETAIL_SHORTCUTS.filter((tab) => {
    const gate = hostPageGate(tab, input);
    return gate === 'allowed' || gate === 'read-only';
  });
}
