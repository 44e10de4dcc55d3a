import type { ComponentType } from 'react';
import { ShieldX } from 'lucide-react';
import { Button, EmptyState } from '@hostdeck/ui';
import { AnchorLink, type PanelLinkProps } from '../link/panel-link';
import { useT } from '../../../i18n/i18n-provider';

/** Why the page is closed: it is the administrator's, or the user's role in the team does not reach it. */
export type NotAllowedReason = 'adminOnly' | 'role';

export interface NotAllowedScreenProps {
  reason: NotAllowedReason;
  /** Where "Back to home" leads: the host list of the current team. */
  homeHref: string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
}

const REASONS = { adminOnly: 'access.adminOnly', role: 'access.roleNotAllowed' } as const;

/** Shown instead of a page the user may not see (the spec's not-allowed and member messages), with the way home. */
export function NotAllowedScreen({ reason, homeHref, linkComponent: Link = AnchorLink }: NotAllowedScreenProps) {
  const { t } = useT('common');
  return (
    <EmptyState
      className="min-h-[50vh]"
      icon={<ShieldX aria-hidden />}
      title={t('access.notAllowedTitle')}
      description={t(REASONS[reason])}
      headingLevel="h1"
      action={
        <Button asChild>
          <Link to={homeHref}>{t('notFound.backHome')}</Link>
        </Button>
      }
    />
  );
}
