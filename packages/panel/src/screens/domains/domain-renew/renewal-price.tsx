import { Card, CardContent, CardHeader, CardTitle, DescriptionDetails, DescriptionItem, DescriptionList, DescriptionTerm } from '@hostdeck/ui';
import type { DomainPrice } from '../../../api/schemas/domains';
import { useT } from '../../../i18n/i18n-provider';
import type { CurrencyDisplay } from '../../../rules/currency-amounts';
import { formatCurrency } from '../../../rules/format';

export interface RenewalPriceProps {
  /** The renewal price of one year, in the team's currency. */
  price: DomainPrice;
  currency: CurrencyDisplay;
}

/** The renewal price per year without the order: what a role that may not renew still learns from the page. */
export function RenewalPrice({ price, currency }: RenewalPriceProps) {
  const { t, i18n } = useT('domain-renew');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <DescriptionList>
          <DescriptionItem>
            <DescriptionTerm>{t('form.perYear')}</DescriptionTerm>
            <DescriptionDetails>{formatCurrency(price.renewal, currency, i18n.language)}</DescriptionDetails>
          </DescriptionItem>
        </DescriptionList>
      </CardContent>
    </Card>
  );
}
