import { useId, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle, Field, PageHeader, Select } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import type { CurrencyDisplay } from '../../../rules/currency-amounts';
import { canSubmitDomainOrder } from '../../../rules/domain-order';
import { DOMAIN_YEARS_MAX, DOMAIN_YEARS_MIN } from '../../../rules/limits';
import { answeredStatus, type DomainAvailability, type DomainLookup } from './domain-availability';
import { DomainOrderForm } from './domain-order-form';
import { DomainOrderTotal } from './domain-order-total';
import type { DomainOrderFormValues } from './domain-order-values';
import { useDomainOrderForm } from './use-domain-order-form';

export interface DomainOrderScreenProps {
  /** The page title (the route table's). */
  title: string;
  /** The extensions offered (initdata schemes). */
  schemes: readonly string[];
  /** The team's currency, as prices are shown; undefined for a currency the platform does not bill in (no total). */
  currency: CurrencyDisplay | undefined;
  /** The registry's answer for the name and extension typed (with their prices). */
  availability: DomainAvailability;
  /** Told the name and extension as they are typed; the container checks them after a pause. */
  onLookup: (lookup: DomainLookup) => void;
  /** Places the order; a rejection keeps every value and shows the server's messages on their fields. */
  onOrder: (values: DomainOrderFormValues) => Promise<unknown>;
  /** Values to start from (a contact known already). */
  initialValues?: Partial<DomainOrderFormValues>;
  /** The link back to the domain list, above the title. */
  backLink?: ReactNode;
}

const YEARS = Array.from({ length: DOMAIN_YEARS_MAX - DOMAIN_YEARS_MIN + 1 }, (_, index) => DOMAIN_YEARS_MIN + index);

/** Order a new domain (account-area 2): name, extension, term and contact; the total of the term in the team's currency. */
export function DomainOrderScreen({ title, schemes, currency, availability, onLookup, onOrder, initialValues, backLink }: DomainOrderScreenProps) {
  const { t } = useT('domain-order');
  const orderForm = useDomainOrderForm({ kind: 'order', schemes, initialValues, onLookup, onSubmit: onOrder });
  const { form, errorOf, watched } = orderForm;
  const canOrder = canSubmitDomainOrder({ name: watched.name, years: watched.years, availability: answeredStatus(availability), contact: watched.bio, user: watched.user });
  const priceTitleId = useId();

  const years = (
    <Controller
      control={form.control}
      name="years"
      render={({ field }) => (
        <Field label={t('fields.years')} hint={t('fields.yearsHint')} error={errorOf('years')} isRequired className="sm:max-w-48">
          <Select {...field} value={String(field.value)} onChange={(event) => field.onChange(Number(event.target.value))}>
            {YEARS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </Select>
        </Field>
      )}
    />
  );
  const price = (
    <Card role="region" aria-labelledby={priceTitleId}>
      <CardHeader>
        <CardTitle id={priceTitleId}>{t('total.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <DomainOrderTotal price={availability.status === 'available' ? availability.price : undefined} years={watched.years} currency={currency} />
      </CardContent>
    </Card>
  );

  return (
    <section className="grid gap-6">
      <PageHeader title={title} description={t('order.description')} backLink={backLink} />
      <DomainOrderForm label={title} kind="order" orderForm={orderForm} schemes={schemes} availability={availability} domainField={years} summary={price} canSubmit={canOrder} />
    </section>
  );
}
