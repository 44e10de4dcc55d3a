import type { ReactElement } from 'react';
import type { UseQueryOptions } from '@tanstack/react-query';
import {
  backupListQuery,
  backupQuery,
  domainListQuery,
  domainQuery,
  inviteCodeQuery,
  profileQuery,
  serverListQuery,
  serverQuery,
  userListQuery,
  type ConsolePageRoute,
  type PanelApi,
} from '@hostdeck/panel';

/** Shows a page whose first answer is loaded by `query`. */
export type RenderWithQuery = <TData, TKey extends readonly unknown[]>(query: UseQueryOptions<TData, Error, TData, TKey>) => ReactElement;

const idParam = (params: Readonly<Record<string, string | undefined>>, name: string) => Number(params[name]);

/**
 * The call a page whose screen is still a placeholder makes first, so it already loads, fails and retries like its
 * screen will (and the `failing` scenario shows an error state on it, not a blank page). Built screens (pages/) make
 * their own calls (every host page loads its host through the host page frame, every team page its team through the team page frame); pages that load nothing until the
 * user acts (forms) have none.
 */
export function withRouteData(
  route: ConsolePageRoute,
  params: Readonly<Record<string, string | undefined>>,
  api: PanelApi,
  teamId: number,
  render: RenderWithQuery,
): ReactElement | null {
  const team = { teamId };
  switch (route.id) {
    case 'domainList':
      return render(domainListQuery(api, team));
    case 'domainDetail':
    case 'domainRenew':
    case 'domainDns':
      return render(domainQuery(api, { domainId: idParam(params, 'domainId') }));
    case 'backupList':
      return render(backupListQuery(api, team));
    case 'backupDetail':
      return render(backupQuery(api, { backupId: idParam(params, 'backupId') }));
    case 'serverList':
      return render(serverListQuery(api, team));
    case 'serverDetail':
      return render(serverQuery(api, { serverId: idParam(params, 'serverId') }));
    case 'inviteCode':
      return render(inviteCodeQuery(api, team));
    case 'profile':
    case 'welcome':
    case 'deleteAccount':
      return render(profileQuery(api));
    case 'users':
      return render(userListQuery(api, { page: 1 }));
    default:
      return null;
  }
}
