import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DescriptionDetails,
  DescriptionItem,
  DescriptionList,
  DescriptionTerm,
  Field,
  Select,
} from '@hostdeck/ui';
import type { DomainPrice } from '../../../api/schemas/domains';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import type { CurrencyDisplay } from '../../../rules/currency-amounts';
import { checkDomainYears, domainRenewalTotal } from '../../../rules/domain-order';
import { formatCurrency } from '../../../rules/format';
import { collectIssues } from '../../../rules/issues';
import { DOMAIN_YEARS_MAX, DOMAIN_YEARS_MIN } from '../../../rules/limits';
import { FormFailure } from '../../common/form-failure/form-failure';

export interface RenewValues {
  years: number;
}

export interface RenewFormProps {
  /** The renewal price of one year, in the team's currency. */
  price: DomainPrice;
  currency: CurrencyDisplay;
  /** Renews for the years chosen; a rejection keeps them and shows why. */
  onRenew: (years: number) => Promise<unknown>;
}

const DEFAULT_VALUES: RenewValues = { years: DOMAIN_YEARS_MIN };
const YEAR_OPTIONS = Array.from({ length: DOMAIN_YEARS_MAX - DOMAIN_YEARS_MIN + 1 }, (_, index) => DOMAIN_YEARS_MIN + index);
const validate = (values: RenewValues) => collectIssues(checkDomainYears(values.years));

/** The renewal (account-area 5 and 9): 1 to 5 years, each at the renewal price, the total before the submit. */
export function RenewForm({ price, currency, onRenew }: RenewFormProps) {
  const { t, i18n } = useT('domain-renew');
  const titleId = useId();
  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<RenewValues>({
    defaultValues: DEFAULT_VALUES,
    validate,
    onSubmit: (values) => onRenew(values.years),
  });
  const years = useWatch({ control: form.control, name: 'years' });
  const money = (amount: number) => formatCurrency(amount, currency, i18n.language);

  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>{t('form.title')}</CardTitle>
        <CardDescription>{t('form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-labelledby={titleId} className="grid gap-4">
          {submitFailure && <FormFailure title={t('form.failed')} detail={submitFailure.detail} hasFieldError={errorOf('years') !== undefined} />}
          <Controller
            control={form.control}
            name="years"
            render={({ field }) => (
              <Field label={t('form.years')} error={errorOf('years')} isRequired className="max-w-xs">
                <Select {...field} value={String(field.value)} onChange={(event) => field.onChange(Number(event.target.value))}>
                  {YEAR_OPTIONS.map((count) => (
                    <option key={count} value={count}>
                      {t('form.yearOption', { count })}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
          />
          <DescriptionList>
            <DescriptionItem>
              <DescriptionTerm>{t('form.perYear')}</DescriptionTerm>
              <DescriptionDetails>{money(price.renewal)}</DescriptionDetails>
            </DescriptionItem>
            <DescriptionItem>
              <DescriptionTerm>{t('form.total')}</DescriptionTerm>
              <DescriptionDetails className="font-semibold" aria-live="polite">
                {money(domainRenewalTotal(price, years))}
              </DescriptionDetails>
            </DescriptionItem>
          </DescriptionList>
          <div>
            <Button type="submit" isLoading={isSubmitting}>
              {t('form.submit', { count: years })}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
