import { useQueries } from '@tanstack/react-query';
import { toast } from '@hostdeck/ui';
import type { Domain } from '../../../api/schemas/domains';
import type { Host } from '../../../api/schemas/hosts';
import { domainListQuery } from '../../../data/domains/queries';
import { hostListQuery } from '../../../data/hosts/queries';
import { usePanel } from '../../../data/panel-provider';
import { useDeleteAccount } from '../../../data/profile/mutations';
import { useProfile } from '../../../data/profile/queries';
import { teamBaseOf } from '../../../data/session';
import { defaultTeamIdOf } from '../../../data/session-bootstrap';
import { useBanAccount } from '../../../data/session/mutations';
import { useInitData } from '../../../data/session/queries';
import { useT } from '../../../i18n/i18n-provider';
import { hostPath, logoutPath } from '../../../rules/paths';
import { domainPath } from '../../../rules/record-paths';
import { followRedirect } from '../../common/redirect/follow-redirect';
import { combineQueries, type QueryLike } from '../../common/screen-state/combine-queries';
import { DeleteAccountScreen } from './delete-account';
import type { DeletionBlocker } from './deletion-blockers';

export interface DeleteAccountScreenContainerProps {
  /** The page's title (the route's). */
  title: string;
}

const NO_BLOCKERS: readonly DeletionBlocker[] = [];

/**
 * The account deletion page wired to the profile (the email), initdata (the teams) and the websites and domains.
 * What blocks the deletion is counted across every team the user owns (initdata lists each team with its owner),
 * not only the current one: the server refuses while any of them holds a website or a domain, and hosts in teams
 * the user only belongs to are their owners', not the account's. Each team's list is its first page of websites
 * (the list call is paged), enough to block and to show where to start.
 */
export function DeleteAccountScreenContainer({ title }: DeleteAccountScreenContainerProps) {
  const { t } = useT('delete-account');
  const { api, session, Link, navigate } = usePanel();
  const profile = useProfile();
  const init = useInitData();
  const owned = init.data ? init.data.teams.filter((team) => team.user_id === init.data.user.id) : [];
  const hosts = useQueries({ queries: owned.map((team) => hostListQuery(api, { teamId: team.id })) });
  const domains = useQueries({ queries: owned.map((team) => domainListQuery(api, { teamId: team.id })) });
  const lists: Record<string, QueryLike<unknown>> = {};
  owned.forEach((team, index) => {
    lists[`hosts-${team.id}`] = hosts[index] as QueryLike<unknown>;
    lists[`domains-${team.id}`] = domains[index] as QueryLike<unknown>;
  });
  const state = combineQueries({ profile, init, ...lists });
  const deletion = useDeleteAccount();
  const ban = useBanAccount();

  const defaultTeamId = init.data ? defaultTeamIdOf(init.data) ?? session.teamId : session.teamId;
  const blockers = state.data
    ? owned.flatMap((team, index) => blockersOf(teamBaseOf(team.id, defaultTeamId), hosts[index]?.data ?? [], domains[index]?.data ?? []))
    : NO_BLOCKERS;

  return (
    <DeleteAccountScreen
      title={title}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      email={state.data?.profile.email}
      userId={session.userId}
      blockers={blockers}
      linkComponent={Link}
      onDelete={async () => {
        const result = await deletion.mutateAsync();
        toast.success(t('confirm.done'));
        // The account is gone: the answer sends the user to the sign-out, which the console handles as a page.
        const to = result.redirect ?? logoutPath();
        if (to === logoutPath()) navigate(to);
        else followRedirect(to, navigate);
      }}
      onBan={async () => {
        await ban.mutateAsync();
        toast.success(t('ban.done'));
      }}
    />
  );
}

function blockersOf(teamBase: string, hosts: readonly Host[], domains: readonly Domain[]): DeletionBlocker[] {
  return [
    ...hosts.map((host) => ({ kind: 'host' as const, id: host.id, name: host.domain, href: hostPath(teamBase, 'detail', host.id) })),
    ...domains.map((domain) => ({ kind: 'domain' as const, id: domain.id, name: domain.name, href: domainPath(teamBase, 'detail', domain.id) })),
  ];
}
