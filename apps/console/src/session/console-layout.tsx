import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTheme } from '@hostdeck/ui';
import { defaultTeamIdOf, homePath, hostListAccountNotice, isApiError, parseRouteId, useHostDetail, useInitData, usePanel, useSessionTeam, type TeamNotifications } from '@hostdeck/panel';
import type { ConsoleBackend } from '../backend/backend';
import { AppLayout } from '../layout';
import { RouterLink } from '../routes/router-link';
import { HELP_LINKS, SALES_URL, CONSOLE_VERSION } from './console-links';
import { useLanguageControls } from './language';
import { ConsoleCommands } from './console-commands';
import { matchConsoleRoute } from '../routes/match-console-route';

// Only demo mode shows the scenario switcher; a real-API console never downloads it.
const DemoBar = lazy(() => import('./demo-bar').then((module) => ({ default: module.DemoBar })));
const NotificationsEffect = lazy(() => import('./notifications-effect').then((module) => ({ default: module.NotificationsEffect })));
const NO_NOTIFICATIONS: TeamNotifications['notifications'] = [];

/** The console's frame around every signed-in page: sidebar, top bar, footer, filled from the session. */
export function ConsoleLayout({ backend, children }: { backend: ConsoleBackend; children: ReactNode }) {
  const { session } = usePanel();
  const location = useLocation();
  const navigate = useNavigate();
  const theme = useTheme();
  const { language, setLanguage } = useLanguageControls();
  const init = useInitData();
  const team = useSessionTeam();
  const [inbox, setInbox] = useState<TeamNotifications | null>(null);

  const match = matchConsoleRoute(location.pathname);
  // The open website's pages join the sidebar, unless the path names none ('abc', or an id the team has no website of).
  const hostId = parseRouteId(match?.params.hostId);
  const host = useHostDetail({ teamId: session.teamId, hostId: hostId ?? 0 }, { enabled: hostId !== undefined });
  const isUnknownHost = isApiError(host.error) && host.error.isNotFound;
  const currentHost = hostId === undefined || isUnknownHost ? null : { id: hostId, name: host.data?.host.domain ?? `#${hostId}` };

  const initData = init.data;
  const plan = useMemo(() => initData?.plans.find((candidate) => candidate.id === team.data?.plan_id), [initData, team.data]);
  if (!initData || !team.data || !plan) return null;

  return (
    <>
      <Suspense fallback={null}>
        <NotificationsEffect onChange={setInbox} />
      </Suspense>
      {backend.demo && (
        <Suspense fallback={null}>
          <DemoBar demo={backend.demo} />
        </Suspense>
      )}
      <AppLayout
        linkComponent={RouterLink}
        sidebar={{
          userId: session.userId,
          features: session.features,
          role: session.role,
          teamBase: session.teamBase,
          currentPath: location.pathname,
          currentHost,
          helpLinks: HELP_LINKS,
          salesHref: SALES_URL,
        }}
        topBar={{
          homeHref: homePath(session.teamBase),
          notifications: {
            notifications: inbox?.notifications ?? NO_NOTIFICATIONS,
            isLoading: inbox?.isLoading ?? true,
            // Closing the inbox marks what it showed as read.
            onOpenChange: (open) => {
              if (!open) inbox?.markAllRead();
            },
          },
          appearance: {
            theme: theme.choice,
            onThemeChange: theme.setChoice,
            palette: theme.pair,
            onPaletteChange: theme.setPair,
            language,
            onLanguageChange: setLanguage,
          },
          userMenu: {
            user: initData.user,
            team: team.data,
            plan,
            now: new Date(),
            otherTeams: initData.teams.filter((candidate) => candidate.id !== session.teamId),
            plans: initData.plans,
            defaultTeamId: defaultTeamIdOf(initData) ?? session.teamId,
            teamBase: session.teamBase,
            onLogout: () => void navigate('/logout'),
          },
        }}
        footer={{ version: CONSOLE_VERSION, helpLinks: HELP_LINKS }}
        // host-area 6: a banned or suspended account is told so on every page, not only on the host list.
        accountNotice={hostListAccountNotice(session.planLevel, team.data.usage_notice)}
      >
        {children}
      </AppLayout>
      <ConsoleCommands />
    </>
  );
}
