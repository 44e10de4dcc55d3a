import { useId } from 'react';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle, Button, Field, Input, RadioGroup, RadioGroupItem, Select } from '@hostdeck/ui';
import { UPGRADE_DURATION_VALUES, type CurrencyConfig, type UpgradeDuration } from '../../../api/schemas/billing';
import { useT } from '../../../i18n/i18n-provider';
import { UPGRADE_MONTHS_MAX, UPGRADE_YEARS_MAX } from '../../../rules/limits';
import { paymentTypeFor } from '../../../rules/payment-providers';
import { UPGRADE_PRESET_TERMS } from '../../../rules/upgrade-pricing';
import { YEARLY_SAVING_PERCENT } from '../../../rules/upgrade-plans';
import type { UpgradeQuote } from '../../../rules/upgrade-quote';
import { UpgradeSummary } from './team-upgrade-summary';
import type { UpgradeFormValues } from './team-upgrade-values';
import type { UpgradeFormat } from './use-upgrade-format';

export interface UpgradePaymentProps {
  control: Control<UpgradeFormValues>;
  setValue: UseFormSetValue<UpgradeFormValues>;
  duration: UpgradeDuration;
  planAlias: string;
  quote: UpgradeQuote;
  currency: CurrencyConfig;
  currencies: readonly CurrencyConfig[];
  /** A new currency: the caller selects the plan of the same alias in it. */
  onCurrencyChange: (currency: string) => void;
  errorOf: (name: keyof UpgradeFormValues) => string | undefined;
  /** A refused order: the server's explanation ('' when it gave none). */
  submitFailure: { detail: string } | undefined;
  isSubmitting: boolean;
  format: UpgradeFormat;
}

const EDIT = { shouldDirty: true, shouldValidate: true } as const;

/** account-area 2, 5 and 9: duration, currency, the order summary, the minimum-payment warning and the submit. */
export function UpgradePayment(props: UpgradePaymentProps) {
  const { control, setValue, duration, planAlias, quote, currency, currencies, onCurrencyChange, errorOf, submitFailure, isSubmitting, format } = props;
  const { t } = useT('team-upgrade');
  const common = useT('common');
  const titleId = useId();
  const presetLabel = (value: UpgradeDuration) => {
    if (value === 'custom') return t('form.custom');
    const term = format.term(UPGRADE_PRESET_TERMS[value]);
    return value === '1y' ? t('form.saving', { term, percent: format.percent(YEARLY_SAVING_PERCENT) }) : term;
  };
  const hasFieldError = errorOf('years') !== undefined || errorOf('months') !== undefined || errorOf('planId') !== undefined;
  return (
    <section aria-labelledby={titleId} className="grid gap-5 rounded-lg border border-border p-4 sm:p-5">
      <h2 id={titleId} className="text-lg font-semibold">
        {t('form.title')}
      </h2>
      {submitFailure && (
        <Alert variant="error">
          <AlertTitle>{t('form.failed')}</AlertTitle>
          {(submitFailure.detail || !hasFieldError) && <AlertDescription>{submitFailure.detail || common.t('errors.network')}</AlertDescription>}
        </Alert>
      )}
      <Controller
        control={control}
        name="duration"
        rules={{ deps: ['years', 'months'] }}
        render={({ field }) => (
          <Field label={t('form.duration')} error={errorOf('duration')}>
            <RadioGroup
              ref={field.ref}
              value={field.value}
              onValueChange={(next) => {
                const chosen = next as UpgradeDuration;
                // Custom starts from the preset it replaces, so the inputs show the term chosen so far.
                if (chosen === 'custom' && field.value !== 'custom') {
                  const term = UPGRADE_PRESET_TERMS[field.value];
                  setValue('years', String(term.years), EDIT);
                  setValue('months', String(term.months), EDIT);
                }
                field.onChange(chosen);
              }}
              className="flex flex-wrap gap-x-6 gap-y-1"
            >
              {UPGRADE_DURATION_VALUES.map((value) => (
                <RadioGroupItem key={value} value={value} label={presetLabel(value)} />
              ))}
            </RadioGroup>
          </Field>
        )}
      />
      {duration === 'custom' && (
        <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
          <Controller
            control={control}
            name="years"
            rules={{ deps: ['duration'] }}
            render={({ field }) => (
              <Field label={t('form.years')} hint={t('form.range', { min: 0, max: UPGRADE_YEARS_MAX })} error={errorOf('years')} isRequired>
                <Input {...field} type="number" inputMode="numeric" min={0} max={UPGRADE_YEARS_MAX} step={1} />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="months"
            rules={{ deps: ['duration'] }}
            render={({ field }) => (
              <Field label={t('form.months')} hint={t('form.range', { min: 0, max: UPGRADE_MONTHS_MAX })} error={errorOf('months')} isRequired>
                <Input {...field} type="number" inputMode="numeric" min={0} max={UPGRADE_MONTHS_MAX} step={1} />
              </Field>
            )}
          />
        </div>
      )}
      <Controller
        control={control}
        name="currency"
        render={({ field }) => (
          <Field label={t('form.currency')} hint={t(`form.provider.${paymentTypeFor(currency.value)}`)} error={errorOf('currency')} className="sm:max-w-xs">
            <Select name={field.name} ref={field.ref} value={field.value} onBlur={field.onBlur} onChange={(event) => onCurrencyChange(event.target.value)}>
              {currencies.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.value.toUpperCase()}
                </option>
              ))}
            </Select>
          </Field>
        )}
      />
      <UpgradeSummary planAlias={planAlias} quote={quote} currency={currency} format={format} />
      {quote.isBelowMinimum && (
        <Alert variant="warning">
          <AlertTitle>{t('form.minimumTitle')}</AlertTitle>
          <AlertDescription>{t('form.minimum', { currency: currency.value.toUpperCase(), amount: format.money(currency.minimum, currency) })}</AlertDescription>
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={!quote.canSubmit} isLoading={isSubmitting}>
          {t(quote.kind === 'extend' ? 'form.submit.extend' : 'form.submit.upgrade')}
        </Button>
      </div>
    </section>
  );
}
