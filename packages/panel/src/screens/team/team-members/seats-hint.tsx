import type { ComponentType } from 'react';
import { Link as LinkStyle } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { remainingSeats } from '../../../rules/permissions-members';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';

/** The team's users against its plan's user limit. */
export interface TeamSeats {
  /** The Team's usage_users. */
  used: number;
  /** The plan's user limit. */
  limit: number;
  /** The plan's name ('Kit'). */
  planAlias: string;
}

export interface SeatsHintProps {
  seats: TeamSeats;
  /** The upgrade page, {teamBase}/upgrade: the way to more seats. */
  upgradeHref: string;
  linkComponent?: ComponentType<PanelLinkProps>;
}

/** How many members can still be invited; with none left, the way to more. Polite live text: an invitation changes it. */
export function SeatsHint({ seats, upgradeHref, linkComponent: Link = AnchorLink }: SeatsHintProps) {
  const { t } = useT('team-members');
  const left = remainingSeats(seats.used, seats.limit);
  return (
    <p role="status" data-slot="seats-hint" className="text-sm text-muted-foreground">
      {left > 0 ? (
        t('seats.left', { count: left, used: seats.used, limit: seats.limit })
      ) : (
        <>
          {t('seats.full', { count: seats.limit, plan: seats.planAlias })}{' '}
          <LinkStyle asChild>
            <Link to={upgradeHref}>{t('seats.upgrade')}</Link>
          </LinkStyle>
        </>
      )}
    </p>
  );
}
