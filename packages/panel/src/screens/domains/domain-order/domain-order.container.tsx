import { useState } from 'react';
import { BackLink, isolateLtr, Skeleton, toast } from '@hostdeck/ui';
import { useOrderDomain } from '../../../data/domains/mutations';
import { usePanel } from '../../../data/panel-provider';
import { useInitData, useSessionTeam } from '../../../data/session/queries';
import { useT } from '../../../i18n/i18n-provider';
import { domainListPath } from '../../../rules/paths';
import { followRedirect } from '../../common/redirect/follow-redirect';
import { combineQueries, ScreenState } from '../../common/screen-state';
import { renewalCurrency } from '../../../rules/renewal-currency';
import type { DomainLookup } from './domain-availability';
import { DomainOrderScreen } from './domain-order';
import { toDomainOrder, type DomainOrderFormValues } from './domain-order-values';
import { useDomainAvailability } from './use-domain-availability';

export interface DomainOrderScreenContainerProps {
  /** The route table's translated title of {teamBase}/domain/create. */
  title: string;
}

/**
 * Orders a domain for the session team: the extensions of initdata, the team's currency, the debounced availability
 * check; after the order it follows the answer's redirect (the new domain's page, where it is paid).
 */
export function DomainOrderScreenContainer({ title }: DomainOrderScreenContainerProps) {
  const { t } = useT('domain-order');
  const { session, navigate, Link } = usePanel();
  const state = combineQueries({ init: useInitData(), team: useSessionTeam() });
  const [lookup, setLookup] = useState<DomainLookup>({ name: '', scheme: '' });
  const availability = useDomainAvailability(lookup);
  const { mutateAsync: orderDomain } = useOrderDomain();
  const listHref = domainListPath(session.teamBase);

  const onOrder = async (values: DomainOrderFormValues) => {
    const order = toDomainOrder(values, 'order');
    const result = await orderDomain({ teamId: session.teamId, ...order });
    toast.success(t('order.done', { domain: isolateLtr(`${order.name}.${order.scheme}`) }));
    followRedirect(result.redirect ?? listHref, navigate);
  };

  return (
    <ScreenState status={state.status} onRetry={state.retry} isRetrying={state.isRetrying} skeleton={<Skeleton className="h-96" />}>
      {state.data && (
        <DomainOrderScreen
          title={title}
          schemes={state.data.init.schemes.map((scheme) => scheme.id)}
          currency={renewalCurrency(state.data.team, state.data.init)}
          availability={availability}
          onLookup={setLookup}
          onOrder={onOrder}
          backLink={
            <BackLink asChild>
              <Link to={listHref}>{t('back')}</Link>
            </BackLink>
          }
        />
      )}
    </ScreenState>
  );
}
