import { useCallback } from 'react';
import { isolateLtr, toast } from '@hostdeck/ui';
import { useRenewDomain } from '../../../data/domains/mutations';
import { useDomain } from '../../../data/domains/queries';
import { usePanel } from '../../../data/panel-provider';
import { useInitData } from '../../../data/session/queries';
import { useTeam } from '../../../data/teams/queries';
import { useT } from '../../../i18n/i18n-provider';
import { domainPageGate } from '../../../rules/domain-page-gate';
import { canRenewDomain } from '../../../rules/domain-status';
import { followRedirect } from '../../common/redirect/follow-redirect';
import { combineQueries } from '../../common/screen-state/combine-queries';
import type { DomainFrameValue } from '../domain-frame/domain-frame-value';
import { DomainRenewScreen } from './domain-renew';
import { renewalCurrency } from '../../../rules/renewal-currency';

export interface DomainRenewScreenContainerProps {
  /** The domain page frame's value: the team, the domain it loaded and the page's title. */
  frame: DomainFrameValue;
  /** Leaves the console for a payment provider's address; window.location.assign by default (stories pass a spy). */
  assign?: (url: string) => void;
}

/**
 * The renew tab wired to the domain's price (its detail, which the frame has already loaded), the team's currency and
 * the renewal. A renewal answers where to pay (the invoices or a provider): the page follows it after the toast. A
 * client sees the page read-only (the server refuses a client's renewal).
 */
export function DomainRenewScreenContainer({ frame, assign }: DomainRenewScreenContainerProps) {
  const { teamId, domainId } = frame;
  const { t } = useT('domain-renew');
  const { navigate, session } = usePanel();
  // A pending or removed domain shows the refusal without asking for prices it will not use.
  const isRenewable = canRenewDomain(frame.domain.status);
  const detail = useDomain({ domainId }, { enabled: isRenewable });
  const team = useTeam({ teamId }, { enabled: isRenewable });
  const initData = useInitData({ enabled: isRenewable });
  const state = combineQueries({ detail, team, initData });
  const { mutateAsync: renewDomain } = useRenewDomain();

  const onRenew = useCallback(
    async (years: number) => {
      const result = await renewDomain({ teamId, domainId, years });
      toast.success(t('done', { domain: isolateLtr(frame.domain.name), count: years }));
      if (result.redirect) followRedirect(result.redirect, navigate, assign);
    },
    [renewDomain, teamId, domainId, t, frame.domain.name, navigate, assign],
  );

  return (
    <DomainRenewScreen
      title={frame.title}
      domain={frame.domain}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      price={detail.data?.price}
      currency={team.data && initData.data ? renewalCurrency(team.data, initData.data) : undefined}
      onRenew={onRenew}
      isReadOnly={domainPageGate('renew', session.role) === 'read-only'}
    />
  );
}
