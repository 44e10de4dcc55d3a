import type { ComponentType, ReactNode } from 'react';
import { BackLink, Card, PageHeader } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';

export interface SettingsFormPageProps {
  /** The page's h1 (the route table's title). */
  title: string;
  /** What the form changes, under the title. */
  description?: ReactNode;
  /** The host's detail page, where every settings form leads back to (host-area 2). */
  detailHref: string;
  linkComponent?: ComponentType<PanelLinkProps>;
  /** The form, or the notice that replaces it. */
  children: ReactNode;
}

/** The frame every host settings form shares: the way back to the host's detail, the heading, the form in a card. */
export function SettingsFormPage({ title, description, detailHref, linkComponent: Link = AnchorLink, children }: SettingsFormPageProps) {
  const { t } = useT('host-settings');
  return (
    <section className="grid min-w-0 gap-6">
      <PageHeader
        title={title}
        description={description}
        backLink={
          <BackLink asChild>
            <Link to={detailHref}>{t('back')}</Link>
          </BackLink>
        }
      />
      <Card className="grid max-w-2xl min-w-0 gap-4 p-4 sm:p-6">{children}</Card>
    </section>
  );
}
