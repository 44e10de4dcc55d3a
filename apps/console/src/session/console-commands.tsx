import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CONSOLE_ROUTES, canSeeSidebarLink, hostPath, useHostList, usePanel, useT, type SidebarSection } from '@hostdeck/panel';
import { useGlobalShortcuts, type CommandPage } from '../command';
import { deferred } from '../layout/deferred-popup';

// Both dialogs load their code on first use: most visits never open them.
const commandPalette = deferred(() => import('../command/command-palette').then((module) => module.CommandPalette));
const shortcutSheet = deferred(() => import('../command/shortcut-sheet').then((module) => module.ShortcutSheet));
const CommandPalette = commandPalette.Component;
const ShortcutSheet = shortcutSheet.Component;

/** Sidebar sections whose pages the palette offers only when the sidebar shows them. */
const GATED_SECTIONS: Partial<Record<SidebarSection, Parameters<typeof canSeeSidebarLink>[0]>> = {
  domain: 'domain',
  backup: 'backup',
  server: 'server',
  inviteCode: 'inviteCode',
  admin: 'users',
};

const SECTION_LABEL_KEYS: Record<SidebarSection, string> = {
  hosting: 'nav.hosting',
  domain: 'nav.domains',
  backup: 'nav.backups',
  server: 'nav.servers',
  inviteCode: 'nav.inviteCode',
  team: 'nav.team',
  profile: 'nav.profile',
  admin: 'nav.users',
  none: 'nav.hosting',
};

/** Ctrl/Cmd+K jumps to any page and any host by name; '?' lists the shortcuts. */
export function ConsoleCommands() {
  const { t } = useT('shell');
  const { session } = usePanel();
  const navigate = useNavigate();
  const [isPaletteOpen, setIsPaletteOpen] = useState(false);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const isPaletteRequested = commandPalette.useIsRequested();
  const isHelpRequested = shortcutSheet.useIsRequested();
  useGlobalShortcuts({
    onOpenPalette: () => {
      commandPalette.preload();
      setIsPaletteOpen(true);
    },
    onOpenHelp: () => {
      shortcutSheet.preload();
      setIsHelpOpen(true);
    },
  });
  const hosts = useHostList({ teamId: session.teamId }, { enabled: isPaletteOpen });

  const pages = useMemo<CommandPage[]>(
    () =>
      CONSOLE_ROUTES.flatMap((route) => {
        if (route.kind !== 'page' || route.pattern.includes(':') || route.pattern === '*') return [];
        const gate = GATED_SECTIONS[route.section];
        if (gate && !canSeeSidebarLink(gate, { userId: session.userId, features: session.features })) return [];
        const base = route.bases.includes('team') ? session.teamBase : '/user';
        return [{ id: route.id, title: t(route.titleKey.replace(/^shell:/, '')), href: `${base}/${route.pattern}`, group: t(SECTION_LABEL_KEYS[route.section]) }];
      }),
    [session, t],
  );
  const hostEntries = useMemo(
    () => (hosts.data ?? []).map((host) => ({ id: host.id, domain: host.domain, href: hostPath(session.teamBase, 'detail', host.id) })),
    [hosts.data, session.teamBase],
  );

  return (
    <>
      <Suspense fallback={null}>
        {isPaletteRequested && (
          <CommandPalette open={isPaletteOpen} onOpenChange={setIsPaletteOpen} pages={pages} hosts={hostEntries} isLoadingHosts={hosts.isPending} onSelect={(href) => void navigate(href)} />
        )}
        {isHelpRequested && <ShortcutSheet open={isHelpOpen} onOpenChange={setIsHelpOpen} />}
      </Suspense>
    </>
  );
}
