import { lazy } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Host } from '../../../api/schemas/hosts';
import type { SessionServer } from '../../../api/schemas/session';
import { hostListQuery } from '../../../data/hosts/queries';
import { usePanel } from '../../../data/panel-provider';
import { useInitData, useSessionTeam } from '../../../data/session/queries';
import { hostListBanner } from '../../../rules/host-list';
import { canSeeCreateButton } from '../../../rules/permissions';
import { combineQueries } from '../../common/screen-state/combine-queries';
import { HostListScreen } from './host-list';
import { HostFactUnavailable } from './host-list-fact-marks';
import { useRecount } from './use-recount';
import { useRecountCooldown } from '../../common/recount/use-recount-cooldown';

const NO_HOSTS: readonly Host[] = [];
const NO_SERVERS: readonly SessionServer[] = [];

// The extended columns' reads and their code load when those columns first show, never with the default list; a chunk
// that fails to download leaves a dash in each cell rather than breaking the page.
const HostListFacts = lazy(() =>
  import('./host-list-facts.container').then(
    (module) => ({ default: module.HostListFactsContainer }),
    () => ({ default: HostFactUnavailable }),
  ),
);

export interface HostListScreenContainerProps {
  /** The page heading, already translated (the console's route title). */
  pageTitle?: string;
  /** 1-based, from the `page` query value (see parseHostListPage). */
  page?: number;
  /** From the `server` query value (see parseServerFilter). */
  serverId?: number;
  /** The `message` query value: 'payment-return' or 'payment-cancel' show a banner. */
  message?: string | null;
  onPageChange: (page: number) => void;
  onServerFilterChange: (serverId: number | undefined) => void;
  /** Drops the `message` query value; without it the banner cannot be closed. */
  onDismissMessage?: () => void;
  /** The clock the recount cooldown runs on (epoch ms); Date.now by default. */
  clock?: () => number;
}

/** The host list of the session's team, wired to the list, team and initdata reads and the recount. */
export function HostListScreenContainer({ page = 1, serverId, message, onDismissMessage, clock, ...props }: HostListScreenContainerProps) {
  const { api, session, Link } = usePanel();
  // The previous page stays on screen while a new filter or page loads; the screen filters it at once.
  const list = useQuery({ ...hostListQuery(api, { teamId: session.teamId, page, serverId }), placeholderData: keepPreviousData });
  const team = useSessionTeam();
  const init = useInitData();
  const { cooldownMs, markRecounted } = useRecountCooldown(team.data?.evaluated_at, clock);
  const { isRecounting, recount, changes } = useRecount(markRecounted);
  // The list shows once the page of hosts and the team (its evaluation time) are here; a filtered page the screen
  // empties itself, since the previous page stays on screen while the next one loads.
  const state = combineQueries({ list, team }, ({ list: hosts }) => hosts.length === 0);
  return (
    <HostListScreen
      {...props}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      hosts={list.data ?? NO_HOSTS}
      servers={init.data?.servers ?? NO_SERVERS}
      teamBase={session.teamBase}
      page={page}
      serverId={serverId}
      banner={hostListBanner(message)}
      onDismissBanner={onDismissMessage}
      canCreate={canSeeCreateButton(session.role)}
      recountCooldownMs={cooldownMs}
      isRecounting={isRecounting}
      onRecount={recount}
      recountChanges={changes}
      linkComponent={Link}
      factsComponent={HostListFacts}
    />
  );
}
