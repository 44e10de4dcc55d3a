import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { UpgradeOrder } from '../../../api/contract/teams';
import type { UpgradeData } from '../../../api/schemas/billing';
import type { Plan, Team } from '../../../api/schemas/session';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { findCurrency, parseBackendDate } from '../../../rules/format';
import { isBanned, type FeatureLevels } from '../../../rules/permissions-plan';
import { teamCurrency } from '../../../rules/plan-summary';
import { showsPaymentForm } from '../../../rules/upgrade-form';
import { initialUpgradePlan, upgradeFeatureTicks, upgradePlanAfterCurrencyChange, upgradePlanCards } from '../../../rules/upgrade-plans';
import { upgradeQuote, type UpgradeQuote } from '../../../rules/upgrade-quote';
import { UpgradeCurrentPlan } from './team-upgrade-current';
import { UpgradeFeatures } from './team-upgrade-features';
import { UpgradePayment } from './team-upgrade-payment';
import { UpgradePlanCards } from './team-upgrade-plan-cards';
import { customTermOf, validateUpgradeForm, type UpgradeFormValues } from './team-upgrade-values';
import { useUpgradeFormat } from './use-upgrade-format';

export interface TeamUpgradeContentProps {
  /** Plans of levels 0 to 2 in every currency and each currency's limits. */
  upgrade: UpgradeData;
  /** The team: its plan, currency and expiry. */
  team: Pick<Team, 'plan_id' | 'currency' | 'expiry_at'>;
  /** The team's plan from initdata; undefined when initdata does not list it. */
  plan: Plan | undefined;
  /** initdata's features (name -> the plan level it needs). */
  features: FeatureLevels;
  /** Epoch ms: the expiry after purchase counts from here. */
  now: number;
  onSubmit: (order: UpgradeOrder) => unknown;
}

const EDIT = { shouldDirty: true, shouldValidate: true } as const;

/** The currency the page opens in: the team's own when it is offered, else the first offered. */
function startCurrency({ upgrade, team, plan }: Pick<TeamUpgradeContentProps, 'upgrade' | 'team' | 'plan'>): string {
  const own = teamCurrency(team, plan ? [plan, ...upgrade.plans] : upgrade.plans);
  return findCurrency(upgrade.currencies, own ?? '')?.value ?? upgrade.currencies[0]?.value ?? '';
}

function startValues(props: TeamUpgradeContentProps): UpgradeFormValues {
  const currency = startCurrency(props);
  const planId = initialUpgradePlan(props.upgrade.plans, props.team.plan_id, currency)?.id;
  return { planId: planId === undefined ? '' : String(planId), currency, duration: '1m', years: '0', months: '1' };
}

/** The page once its data is there: the current plan, the plan cards with the selected plan's features, the payment form. */
export function TeamUpgradeContent(props: TeamUpgradeContentProps) {
  const { upgrade, team, plan, features, now, onSubmit } = props;
  const { t } = useT('team-upgrade');
  const format = useUpgradeFormat();
  const [defaultValues] = useState(() => startValues(props));
  const currentExpiry = parseBackendDate(team.expiry_at)?.getTime() ?? null;

  const quoteOf = (values: UpgradeFormValues): { selected: Plan; quote: UpgradeQuote } | undefined => {
    const selected = upgradePlanCards(upgrade.plans, values.currency).find((item) => String(item.id) === values.planId);
    const currency = findCurrency(upgrade.currencies, values.currency);
    if (!selected || !currency) return undefined;
    const quote = upgradeQuote({ plan: selected, currentPlanId: team.plan_id, currentExpiry, duration: values.duration, custom: customTermOf(values), currency, now });
    return { selected, quote };
  };

  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<UpgradeFormValues>({
    defaultValues,
    validate: validateUpgradeForm,
    mode: 'all',
    // The order leaves the page (to the payment provider): a second click never orders twice.
    isDoneOnSuccess: true,
    serverFieldNames: { plan: 'planId' },
    onSubmit: (values) => {
      const order = quoteOf(values);
      const currency = findCurrency(upgrade.currencies, values.currency);
      if (!order || !currency) return undefined;
      return onSubmit({ plan: order.selected.id, years: order.quote.term.years, months: order.quote.term.months, currency: currency.value, duration: values.duration });
    },
  });
  const { control, setValue } = form;
  const values: UpgradeFormValues = { ...defaultValues, ...useWatch({ control }) };
  const currency = findCurrency(upgrade.currencies, values.currency);
  const cards = upgradePlanCards(upgrade.plans, values.currency);
  const order = quoteOf(values);
  const isTeamBanned = plan !== undefined && isBanned(plan.level);

  const changeCurrency = (next: string) => {
    const selected = cards.find((item) => String(item.id) === values.planId);
    setValue('currency', next, EDIT);
    const planInNext = upgradePlanAfterCurrencyChange(upgrade.plans, selected, team.plan_id, next);
    if (planInNext) setValue('planId', String(planInNext.id), EDIT);
  };

  return (
    <div className="grid gap-6">
      <UpgradeCurrentPlan plan={plan} expiryAt={team.expiry_at} now={now} format={format} />
      <form onSubmit={submit} noValidate className="grid gap-6">
        {currency && (
          <Controller
            control={control}
            name="planId"
            render={({ field }) => <UpgradePlanCards plans={cards} currency={currency} currentPlanId={team.plan_id} value={field.value} onChange={field.onChange} format={format} />}
          />
        )}
        {order && <UpgradeFeatures planAlias={order.selected.alias} ticks={upgradeFeatureTicks(features, order.selected.level)} />}
        {order && currency && !isTeamBanned && showsPaymentForm(order.selected) && (
          <UpgradePayment
            control={control}
            setValue={setValue}
            duration={values.duration}
            planAlias={order.selected.alias}
            quote={order.quote}
            currency={currency}
            currencies={upgrade.currencies}
            onCurrencyChange={changeCurrency}
            errorOf={errorOf}
            submitFailure={submitFailure}
            isSubmitting={isSubmitting}
            format={format}
          />
        )}
        {order && !isTeamBanned && !showsPaymentForm(order.selected) && <p className="text-sm text-muted-foreground">{t('freeSelected')}</p>}
      </form>
    </div>
  );
}
