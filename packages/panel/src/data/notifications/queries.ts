import { useMemo } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { useT } from '../../i18n/i18n-provider';
import { NOTIFICATIONS_POLL_MS } from '../../rules/limits';
import { teamNotices, type TeamNotice } from '../../rules/notifications';
import { usePanel } from '../panel-provider';
import { initDataQuery } from '../session/queries';
import { teamQuery } from '../teams/queries';
import { useReadNotifications } from './read-state';

export const notificationKeys = {
  /** Keyed by when the team data last changed, so fresh usage gives fresh notices. */
  inbox: (teamId: number, teamUpdatedAt: number) => ['notifications', teamId, teamUpdatedAt] as const,
};

/** The team's notices from the cached team and initdata; null while either has not loaded yet. */
function cachedNotices(queryClient: QueryClient, api: PanelApi, teamId: number): TeamNotice[] | null {
  const team = queryClient.getQueryData(teamQuery(api, { teamId }).queryKey);
  const plan = queryClient.getQueryData(initDataQuery(api).queryKey)?.plans.find((candidate) => candidate.id === team?.plan_id);
  return team && plan ? teamNotices(team, plan, new Date()) : null;
}

/**
 * The inbox reads what the session already loads instead of calling the server: it checks every 500 ms until the
 * team data has loaded, then stops.
 */
export const notificationsQuery = (queryClient: QueryClient, api: PanelApi, teamId: number, teamUpdatedAt: number) =>
  queryOptions({
    queryKey: notificationKeys.inbox(teamId, teamUpdatedAt),
    queryFn: () => cachedNotices(queryClient, api, teamId),
    refetchInterval: (query) => (query.state.data ? false : NOTIFICATIONS_POLL_MS),
    staleTime: Infinity,
    // While fresh team data is read into notices, the previous ones stay on screen.
    placeholderData: (previous) => previous,
  });

/** One notification as the inbox shows it. */
export interface PanelNotification {
  id: string;
  /** Translated, or the server's words as given (shown as plain text). */
  title: string;
  /** Backend date text. */
  time: string;
  isRead: boolean;
}

export interface TeamNotifications {
  notifications: PanelNotification[];
  /** True until the team data has loaded. */
  isLoading: boolean;
  /** Marks every notification shown now as read. */
  markAllRead: () => void;
}

/** The current team's notifications, translated, with what the user has read. */
export function useTeamNotifications(): TeamNotifications {
  const { api, session } = usePanel();
  const queryClient = useQueryClient();
  const { t } = useT('shell');
  // Observes the team without fetching it (the session does), to recompute when its data changes.
  const team = useQuery({ ...teamQuery(api, { teamId: session.teamId }), enabled: false });
  const inbox = useQuery(notificationsQuery(queryClient, api, session.teamId, team.dataUpdatedAt));
  const [readIds, markRead] = useReadNotifications();

  const notices = inbox.data;
  const notifications = useMemo(
    () =>
      (notices ?? []).map((notice) => ({
        id: notice.id,
        title: 'serverText' in notice.text ? notice.text.serverText : t(notice.text.key, notice.text.values ?? {}),
        time: notice.time,
        isRead: readIds.includes(notice.id),
      })),
    [notices, readIds, t],
  );
  return {
    notifications,
    isLoading: !notices,
    markAllRead: () => markRead((notices ?? []).map((notice) => notice.id)),
  };
}
