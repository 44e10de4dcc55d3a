import { Alert, AlertDescription, AlertTitle, PageHeader, Skeleton, isolateLtr } from '@hostdeck/ui';
import type { Domain, DomainPrice } from '../../../api/schemas/domains';
import { useT } from '../../../i18n/i18n-provider';
import type { CurrencyDisplay } from '../../../rules/currency-amounts';
import { canRenewDomain } from '../../../rules/domain-status';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { DomainReadOnlyNotice } from '../domain-frame/domain-read-only-notice';
import { RenewalPrice } from './renewal-price';
import { RenewForm } from './renew-form';

export interface DomainRenewScreenProps {
  /** The page's h1 (the domain frame's title). */
  title: string;
  /** The domain the frame loaded: its status decides whether it can be renewed. */
  domain: Domain;
  /** The price and the team's currency: loading, error (with retry) or content. */
  status: ScreenStatus;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The domain's prices in the team's currency; null when the registry quotes none for its extension. */
  price: DomainPrice | null | undefined;
  /** How amounts of the team's currency are shown. */
  currency: CurrencyDisplay | undefined;
  /** Renews for the years chosen; resolves once the renewal is ordered, rejects (years kept) on failure. */
  onRenew: (years: number) => Promise<unknown>;
  /** The role may not renew (a client, rules/domain-page-gate): the price and a notice instead of the form. */
  isReadOnly?: boolean;
}

/**
 * The renew tab of a domain (account-area 2, 4, 5 and 9): a term of 1 to 5 years at the renewal price, the total,
 * and the order. A pending domain (not registered yet) or a removed one cannot be renewed: the page says why instead.
 * A role that may not renew sees the same facts with a notice and no form.
 */
export function DomainRenewScreen({ title, domain, status, onRetry, isRetrying, price, currency, onRenew, isReadOnly = false }: DomainRenewScreenProps) {
  const { t } = useT('domain-renew');
  const name = isolateLtr(domain.name);
  const isRenewable = canRenewDomain(domain.status);
  return (
    <section aria-busy={isRenewable && status === 'loading'} className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader title={title} description={t('description', { domain: name })} />
      {isReadOnly && <DomainReadOnlyNotice />}
      {isRenewable ? (
        <ScreenState status={status} onRetry={onRetry} isRetrying={isRetrying} skeleton={<Skeleton className="h-64" />}>
          {price && currency ? (
            isReadOnly ? (
              <RenewalPrice price={price} currency={currency} />
            ) : (
              <RenewForm price={price} currency={currency} onRenew={onRenew} />
            )
          ) : (
            <Alert variant="warning">
              <AlertTitle>{t('noPrice.title')}</AlertTitle>
              <AlertDescription>{t('noPrice.text', { domain: name })}</AlertDescription>
            </Alert>
          )}
        </ScreenState>
      ) : (
        <Alert variant="warning">
          <AlertTitle>{t('refused.title')}</AlertTitle>
          <AlertDescription>{domain.status === 'pending' ? t('refused.pending', { domain: name }) : t('refused.removed', { domain: name })}</AlertDescription>
        </Alert>
      )}
    </section>
  );
}
