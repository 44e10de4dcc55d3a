import { useId } from 'react';
import { Badge, Field, RadioGroup, RadioGroupItem } from '@hostdeck/ui';
import type { CurrencyConfig } from '../../../api/schemas/billing';
import type { Plan } from '../../../api/schemas/session';
import { useT } from '../../../i18n/i18n-provider';
import { PlanFacts } from './team-upgrade-plan-facts';
import type { UpgradeFormat } from './use-upgrade-format';

export interface UpgradePlanCardsProps {
  /** Levels 0 to 2 in the chosen currency, the lowest first. */
  plans: readonly Plan[];
  currency: Pick<CurrencyConfig, 'value' | 'intl_precision'>;
  currentPlanId: number;
  /** The selected plan's id, as text. */
  value: string;
  onChange: (planId: string) => void;
  format: UpgradeFormat;
}

/** account-area 2: the plan cards as one radio group (arrow keys move the choice), side by side where they fit. */
export function UpgradePlanCards({ plans, currency, currentPlanId, value, onChange, format }: UpgradePlanCardsProps) {
  const { t } = useT('team-upgrade');
  return (
    <Field label={t('plans.label')} hint={t('plans.hint', { currency: currency.value.toUpperCase() })}>
      <RadioGroup value={value} onValueChange={onChange} className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,13rem),1fr))] gap-3">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} currency={currency} isCurrent={plan.id === currentPlanId} format={format} />
        ))}
      </RadioGroup>
    </Field>
  );
}

interface PlanCardProps {
  plan: Plan;
  currency: UpgradePlanCardsProps['currency'];
  isCurrent: boolean;
  format: UpgradeFormat;
}

function PlanCard({ plan, currency, isCurrent, format }: PlanCardProps) {
  const { t } = useT('team-upgrade');
  const detailsId = useId();
  const currentId = useId();
  return (
    <div
      data-slot="upgrade-plan-card"
      data-current={isCurrent || undefined}
      className="relative grid content-start gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring has-data-[state=checked]:border-primary has-data-[state=checked]:bg-primary/5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* The radio's click area covers the whole card (its ::after is placed against the card), so a click anywhere chooses it. */}
        <RadioGroupItem value={String(plan.id)} label={<span className="text-base font-semibold">{plan.alias}</span>} aria-describedby={isCurrent ? `${currentId} ${detailsId}` : detailsId} className="static after:inset-0" />
        {isCurrent && (
          <Badge id={currentId} variant="secondary">
            {t('plans.current')}
          </Badge>
        )}
      </div>
      <div id={detailsId} className="grid gap-3">
        <p className="m-0">
          <span className="text-2xl font-semibold tabular-nums">{format.money(plan.monthly, currency)}</span> <span className="text-sm text-muted-foreground">{t('plans.perMonth')}</span>
        </p>
        <PlanFacts plan={plan} format={format} />
      </div>
    </div>
  );
}
