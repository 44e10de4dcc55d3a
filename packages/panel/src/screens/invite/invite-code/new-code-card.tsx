import type { ComponentType } from 'react';
import { Plus, TicketPlus } from 'lucide-react';
import { Button, EmptyState, buttonVariants } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';

export interface NewCodeCardProps {
  /** The plan may create a code (canCreateInviteCode); otherwise the card says a paid plan is needed. */
  canCreate: boolean;
  /** Opens the quota modal; without it (a member or a client) the card has no create button. */
  onCreate?: () => void;
  /** The team's upgrade page, {teamBase}/upgrade. */
  upgradeHref: string;
  linkComponent?: ComponentType<PanelLinkProps>;
}

/** A team without a code (account-area 2, 4, 6): the new-order card, or on a free plan the way to a paid one. */
export function NewCodeCard({ canCreate, onCreate, upgradeHref, linkComponent: Link = AnchorLink }: NewCodeCardProps) {
  const { t } = useT('invite-code');
  if (!canCreate) {
    return (
      <EmptyState
        icon={<TicketPlus />}
        title={t('paidOnly.title')}
        description={t('paidOnly.text')}
        action={
          <Link to={upgradeHref} className={buttonVariants()}>
            {t('paidOnly.upgrade')}
          </Link>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<TicketPlus />}
      title={t('newOrder.title')}
      description={t('newOrder.text')}
      action={
        onCreate && (
          <Button onClick={onCreate}>
            <Plus aria-hidden />
            {t('newOrder.create')}
          </Button>
        )
      }
    />
  );
}
