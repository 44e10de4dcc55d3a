import { DescriptionDetails, DescriptionItem, DescriptionList, DescriptionTerm, isolateLtr } from '@hostdeck/ui';
import type { DomainPrice } from '../../../api/schemas/domains';
import { useT } from '../../../i18n/i18n-provider';
import type { CurrencyDisplay } from '../../../rules/currency-amounts';
import { domainOrderTotal } from '../../../rules/domain-order';
import { formatCurrency } from '../../../rules/format';

export interface DomainOrderTotalProps {
  /** The registry's prices for the extension, in the team's currency; undefined until the check has answered. */
  price: DomainPrice | null | undefined;
  years: number;
  currency: CurrencyDisplay | undefined;
}

/** account-area 9: the purchase price for the first year, the renewal price for each further year, and their sum. */
export function DomainOrderTotal({ price, years, currency }: DomainOrderTotalProps) {
  const { t, i18n } = useT('domain-order');
  if (!price || !currency) return <p className="text-sm text-muted-foreground">{t('total.pending')}</p>;
  const money = (amount: number) => isolateLtr(formatCurrency(amount, currency, i18n.language));
  const further = Math.max(0, years - 1);
  return (
    <DescriptionList>
      <DescriptionItem>
        <DescriptionTerm>{t('total.firstYear')}</DescriptionTerm>
        <DescriptionDetails>{money(price.purchase)}</DescriptionDetails>
      </DescriptionItem>
      {further > 0 && (
        <DescriptionItem>
          <DescriptionTerm>{t('total.furtherYears')}</DescriptionTerm>
          <DescriptionDetails>{t('total.furtherAmount', { years: further, price: money(price.renewal) })}</DescriptionDetails>
        </DescriptionItem>
      )}
      <DescriptionItem>
        <DescriptionTerm className="font-semibold">{t('total.total')}</DescriptionTerm>
        <DescriptionDetails className="font-semibold">
          {money(domainOrderTotal(price, years))}
        </DescriptionDetails>
      </DescriptionItem>
    </DescriptionList>
  );
}
