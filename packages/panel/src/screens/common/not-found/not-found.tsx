import type { ComponentType } from 'react';
import { SearchX } from 'lucide-react';
import { Button, EmptyState } from '@hostdeck/ui';
import { AnchorLink, type PanelLinkProps } from '../link/panel-link';
import { useT } from '../../../i18n/i18n-provider';

export interface NotFoundScreenProps {
  /** Where "Back to home" leads: the host list of the current team. */
  homeHref: string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
}

/** Shown for any path the console does not know. */
export function NotFoundScreen({ homeHref, linkComponent: Link = AnchorLink }: NotFoundScreenProps) {
  const { t } = useT('common');
  return (
    <EmptyState
      className="min-h-[50vh]"
      icon={<SearchX aria-hidden />}
      title={t('notFound.title')}
      headingLevel="h1"
      action={
        <Button asChild>
          <Link to={homeHref}>{t('notFound.backHome')}</Link>
        </Button>
      }
    />
  );
}
