import type { ComponentType } from 'react';
import { Badge } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';

/** A website or domain that keeps the account from being deleted, with the page where it can be deleted. */
export interface DeletionBlocker {
  kind: 'host' | 'domain';
  id: number;
  /** The website's or domain's name, as the server sent it (shown as inert text). */
  name: string;
  /** Its detail page, in the team it belongs to. */
  href: string;
}

export interface DeletionBlockersProps {
  blockers: readonly DeletionBlocker[];
  linkComponent?: ComponentType<PanelLinkProps>;
}

/** The websites and domains to delete first (account-area 2), each linking to its own page. */
export function DeletionBlockers({ blockers, linkComponent: Link = AnchorLink }: DeletionBlockersProps) {
  const { t } = useT('delete-account');
  return (
    <div role="alert" className="grid gap-3 rounded-lg border border-s-4 border-warning bg-warning/10 p-4 text-sm">
      <p className="font-medium">{t('blockers.title')}</p>
      <ul aria-label={t('blockers.listLabel')} className="grid gap-2">
        {blockers.map((blocker) => (
          <li key={`${blocker.kind}-${blocker.id}`} className="flex min-w-0 items-center gap-2">
            <Badge variant="outline">{t(blocker.kind === 'host' ? 'blockers.host' : 'blockers.domain')}</Badge>
            <Link to={blocker.href} className="min-w-0 truncate font-medium text-primary underline-offset-4 hover:underline">
              <span dir="ltr">{blocker.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
