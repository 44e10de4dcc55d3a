import type { ReactNode } from 'react';
import { Database, FolderOpen, Settings, SquareTerminal } from 'lucide-react';
import { Link } from '@hostdeck/ui';
import type { HostLauncherTool, HostServer } from '../../../api/schemas/hosts';
import { useT } from '../../../i18n/i18n-provider';
import { serverOffers, type DatabaseService } from '../../../rules/connection-strings';

export interface LauncherLinksProps {
  /** The open call's URL per tool (api.hostLauncherUrl). */
  urls: Readonly<Record<HostLauncherTool, string>>;
  server: Pick<HostServer, 'features'>;
}

/** The order the page lists the tools in: files first, then the server, the databases and the shell. */
const TOOL_ORDER: readonly HostLauncherTool[] = ['filestash', 'webmin', 'phpmyadmin', 'phppgadmin', 'phprdadmin', 'webssh2'];

/** A database admin tool is offered only where the server runs that database. */
const TOOL_SERVICE: Partial<Record<HostLauncherTool, DatabaseService>> = { phpmyadmin: 'mysql', phppgadmin: 'postgresql', phprdadmin: 'redis' };

const TOOL_ICONS: Record<HostLauncherTool, ReactNode> = {
  filestash: <FolderOpen aria-hidden />,
  webmin: <Settings aria-hidden />,
  phpmyadmin: <Database aria-hidden />,
  phppgadmin: <Database aria-hidden />,
  phprdadmin: <Database aria-hidden />,
  webssh2: <SquareTerminal aria-hidden />,
};

/** host-area 2 Manage and 7: each web tool through the open call, in a new tab. */
export function LauncherLinks({ urls, server }: LauncherLinksProps) {
  const { t } = useT('host-manage');
  const tools = TOOL_ORDER.filter((tool) => {
    const service = TOOL_SERVICE[tool];
    return service === undefined || serverOffers(server, service);
  });
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tools.map((tool) => (
        <li key={tool} className="grid content-start gap-1">
          <Link href={urls[tool]} isExternal className="justify-self-start [&>svg:first-child]:size-4">
            {TOOL_ICONS[tool]}
            {t(`tools.${tool}.name`)}
          </Link>
          <p className="text-sm text-muted-foreground">{t(`tools.${tool}.hint`)}</p>
        </li>
      ))}
    </ul>
  );
}
