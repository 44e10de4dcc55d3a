import { useId, type ComponentType } from 'react';
import { Button } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { hostTabRouteId } from '../../../rules/console-routes';
import type { HostTab } from '../../../rules/paths';
import type { PanelLinkProps } from '../../common/link/panel-link';

export interface HostShortcutsProps {
  tabs: readonly HostTab[];
  hrefOf: (tab: HostTab) => string;
  Link: ComponentType<PanelLinkProps>;
}

/** Links to the website's most used pages, named as the header's menus name them. */
export function HostShortcuts({ tabs, hrefOf, Link }: HostShortcutsProps) {
  const { t } = useT('host-detail');
  const { t: shell } = useT('shell');
  const headingId = useId();
  if (tabs.length === 0) return null;
  return (
    <nav aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-base font-semibold">
        {t('shortcuts.title')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab}>
            <Button variant="outline" size="sm" asChild>
              <Link to={hrefOf(tab)}>{shell(`routes.${hostTabRouteId(tab)}`)}</Link>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
