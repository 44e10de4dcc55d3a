import { useState } from 'react';
import { BackLink, isolateLtr, Skeleton, toast } from '@hostdeck/ui';
import { useTransferDomain } from '../../../data/domains/mutations';
import { usePanel } from '../../../data/panel-provider';
import { useInitData } from '../../../data/session/queries';
import { useT } from '../../../i18n/i18n-provider';
import { domainListPath } from '../../../rules/paths';
import { followRedirect } from '../../common/redirect/follow-redirect';
import { combineQueries, ScreenState } from '../../common/screen-state';
import type { DomainLookup } from './domain-availability';
import { DomainTransferScreen } from './domain-transfer';
import { toDomainOrder, type DomainOrderFormValues } from './domain-order-values';
import { useDomainAvailability } from './use-domain-availability';

export interface DomainTransferScreenContainerProps {
  /** The route table's translated title of {teamBase}/domain/transfer. */
  title: string;
}

/**
 * Orders a transfer for the session team: the extensions of initdata and the debounced check (the domain must be
 * registered); after the order it follows the answer's redirect (the domain's page, where it is paid).
 */
export function DomainTransferScreenContainer({ title }: DomainTransferScreenContainerProps) {
  const { t } = useT('domain-order');
  const { session, navigate, Link } = usePanel();
  const state = combineQueries({ init: useInitData() });
  const [lookup, setLookup] = useState<DomainLookup>({ name: '', scheme: '' });
  const availability = useDomainAvailability(lookup);
  const { mutateAsync: transferDomain } = useTransferDomain();
  const listHref = domainListPath(session.teamBase);

  const onTransfer = async (values: DomainOrderFormValues) => {
    const order = toDomainOrder(values, 'transfer');
    const result = await transferDomain({ teamId: session.teamId, ...order, secret: order.secret ?? '' });
    toast.success(t('transfer.done', { domain: isolateLtr(`${order.name}.${order.scheme}`) }));
    followRedirect(result.redirect ?? listHref, navigate);
  };

  return (
    <ScreenState status={state.status} onRetry={state.retry} isRetrying={state.isRetrying} skeleton={<Skeleton className="h-96" />}>
      {state.data && (
        <DomainTransferScreen
          title={title}
          schemes={state.data.init.schemes.map((scheme) => scheme.id)}
          availability={availability}
          onLookup={setLookup}
          onTransfer={onTransfer}
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
