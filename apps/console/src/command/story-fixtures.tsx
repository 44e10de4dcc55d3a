// Shared data of the command stories: console pages built with the panel's path builders, and a team's hosts.
import { useState } from 'react';
import { backupListPath, domainListPath, domainTransferPath, hostCreatePath, hostListPath, hostPath, profilePath, serverListPath, teamPagePath } from '@hostdeck/panel';
import { CommandPalette, type CommandPaletteProps } from './command-palette';
import type { CommandHost, CommandPage } from './command-search';

const TEAM_BASE = '/user';

/**
 * Titles as the English shell catalog words them (routes.*), groups as the sidebar does (nav.*). They are the palette's
 * input, translated by its caller in the console, so here they are data: the same in every toolbar language, which
 * keeps the filtering stories' queries and results fixed.
 */
export const STORY_PAGES: CommandPage[] = [
  { id: 'hostList', title: 'Websites', href: hostListPath(TEAM_BASE), group: 'Hosting' },
  { id: 'hostCreate', title: 'New website', href: hostCreatePath(TEAM_BASE), group: 'Hosting' },
  { id: 'domainList', title: 'Domains', href: domainListPath(TEAM_BASE), group: 'Domains' },
  { id: 'domainTransfer', title: 'Transfer domain', href: domainTransferPath(TEAM_BASE), group: 'Domains' },
  { id: 'backupList', title: 'Backups', href: backupListPath(TEAM_BASE), group: 'Backups' },
  { id: 'serverList', title: 'Servers', href: serverListPath(TEAM_BASE), group: 'Servers' },
  { id: 'teamMember', title: 'Members', href: teamPagePath(TEAM_BASE, 'member'), group: 'Team' },
  { id: 'profile', title: 'Profile', href: profilePath(), group: 'Profile' },
];

const DOMAINS = ['blog.example.com', 'shop.example.com', 'café.example.org', 'docs.example.io', 'webmail.example.com', 'api.example.io', 'status.example.net'];

export const STORY_HOSTS: CommandHost[] = DOMAINS.map((domain, index) => ({ id: 101 + index, domain, href: hostPath(TEAM_BASE, 'detail', 101 + index) }));

/** The palette with its own open state, so a choice or Escape really closes it; reports every change. */
export function StatefulPalette({ open: initialOpen, onOpenChange, ...props }: CommandPaletteProps) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <CommandPalette
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
    />
  );
}
