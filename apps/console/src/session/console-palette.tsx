import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { ParseKeys } from 'i18next';
import { CONSOLE_ROUTES, canSeeSidebarLink, hostPath, useHostList, usePanel, useT, type SidebarSection } from '@hostdeck/panel';
import { CommandPalette } from '../command/command-palette';
import type { CommandPage } from '../command';

/** Sidebar sections whose pages the palette offers only when the sidebar shows them. */
const GATED_SECTIONS: Partial<Record<SidebarSection, Parameters<typeof canSeeSidebarLink>[0]>> = {
  domain: 'domain',
  backup: 'backup',
  server: 'server',
  inviteCode: 'inviteCode',
  admin: 'users',
};

const SECTION_LABEL_KEYS = {
  hosting: 'nav.hosting',
  domain: 'nav.domains',
  backup: 'nav.backups',
  server: 'nav.servers',
  inviteCode: 'nav.inviteCode',
  team: 'nav.team',
  profile: 'nav.profile',
  admin: 'nav.users',
  none: 'nav.hosting',
} as const satisfies Record<SidebarSection, ParseKeys<'shell'>>;

export interface ConsolePaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The command palette filled for the session: the pages the reader may open, and the team's hosts. */
export function ConsolePalette({ open, onOpenChange }: ConsolePaletteProps) {
  const { t } = useT('shell');
  const { session } = usePanel();
  const navigate = useNavigate();
  const hosts = useHostList({ teamId: session.teamId }, { enabled: open });

  const pages = useMemo<CommandPage[]>(
    () =>
      CONSOLE_ROUTES.flatMap((route) => {
        if (route.kind !== 'page' || route.pattern.includes(':') || route.pattern === '*') return [];
        const gate = GATED_SECTIONS[route.section];
        if (gate && !canSeeSidebarLink(gate, { userId: session.userId, features: session.features })) return [];
        const base = route.bases.includes('team') ? session.teamBase : '/user';
        return [{ id: route.id, title: t(route.titleKey), href: `${base}/${route.pattern}`, group: t(SECTION_LABEL_KEYS[route.section]) }];
      }),
    [session, t],
  );
  const hostEntries = useMemo(
    () => (hosts.data ?? []).map((host) => ({ id: host.id, domain: host.domain, href: hostPath(session.teamBase, 'detail', host.id) })),
    [hosts.data, session.teamBase],
  );
  return <CommandPalette open={open} onOpenChange={onOpenChange} pages={pages} hosts={hostEntries} isLoadingHosts={hosts.isPending} onSelect={(href) => void navigate(href)} />;
}
