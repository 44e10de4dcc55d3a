import type { ComponentType } from 'react';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@hostdeck/ui';
import { Check, ChevronDown } from 'lucide-react';
import { useT } from '../../../i18n/i18n-provider';
import { hostTabRouteId } from '../../../rules/console-routes';
import { HOST_TABS, hostTabGroupOf, type HostTab } from '../../../rules/paths';
import type { PanelLinkProps } from '../../common/link/panel-link';

/** The header's three menus (host-area 2); the registered pages outside them (webhook, screend, environment) end Setup. */
const MENUS = [
  { group: 'setup', tabs: HOST_TABS.setup, more: HOST_TABS.others },
  { group: 'check', tabs: HOST_TABS.check, more: [] },
  { group: 'admin', tabs: HOST_TABS.admin, more: [] },
] as const;

export interface HostFrameMenusProps {
  current: HostTab;
  hrefOf: (tab: HostTab) => string;
  Link: ComponentType<PanelLinkProps>;
}

/** The Setup, Check and Admin menus; the menu holding the current page names it and is marked. */
export function HostFrameMenus({ current, hrefOf, Link }: HostFrameMenusProps) {
  const { t } = useT('host-frame');
  const { t: shell } = useT('shell');
  const label = (tab: HostTab) => shell(`routes.${hostTabRouteId(tab)}`);
  const currentGroup = hostTabGroupOf(current) === 'others' ? 'setup' : hostTabGroupOf(current);
  const item = (tab: HostTab) => (
    <DropdownMenuItem key={tab} asChild>
      <Link to={hrefOf(tab)} aria-current={tab === current ? 'page' : undefined} className="justify-between gap-4">
        {label(tab)}
        {tab === current && <Check aria-hidden className="size-4" />}
      </Link>
    </DropdownMenuItem>
  );
  return (
    <nav aria-label={t('nav')} className="flex flex-wrap gap-2">
      {MENUS.map(({ group, tabs, more }) => {
        const isCurrent = group === currentGroup;
        return (
          <DropdownMenu key={group}>
            <DropdownMenuTrigger asChild>
              <Button variant={isCurrent ? 'secondary' : 'outline'} size="sm" data-current={isCurrent || undefined}>
                {isCurrent ? t('menuWithPage', { group: t(`groups.${group}`), page: label(current) }) : t(`groups.${group}`)}
                <ChevronDown aria-hidden className="size-4" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {tabs.map(item)}
              {more.length > 0 && <DropdownMenuSeparator />}
              {more.map(item)}
            </DropdownMenuContent>
          </DropdownMenu>
        );
      })}
    </nav>
  );
}
