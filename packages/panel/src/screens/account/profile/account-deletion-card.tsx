import type { ComponentType } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Link as LinkStyle } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';

export interface AccountDeletionCardProps {
  /** The account deletion page, /user/delete. */
  href: string;
  linkComponent?: ComponentType<PanelLinkProps>;
}

/** The way to account deletion (account-area 2); the deletion itself asks for the email there. */
export function AccountDeletionCard({ href, linkComponent: Link = AnchorLink }: AccountDeletionCardProps) {
  const { t } = useT('profile');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('deletion.title')}</CardTitle>
        <CardDescription>{t('deletion.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <LinkStyle asChild>
          <Link to={href}>{t('deletion.link')}</Link>
        </LinkStyle>
      </CardContent>
    </Card>
  );
}
