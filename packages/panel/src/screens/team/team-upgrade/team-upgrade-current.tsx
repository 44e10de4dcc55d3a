import { useId } from 'react';
import { Alert, AlertDescription, Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@hostdeck/ui';
import type { Plan } from '../../../api/schemas/session';
import { useT } from '../../../i18n/i18n-provider';
import { parseBackendDate } from '../../../rules/format';
import { FREE_PLAN_RENEW_MONTHS, FREE_PLAN_RENEW_NETWORK_MB } from '../../../rules/limits';
import { isBanned, isFreePlan, isLocked } from '../../../rules/permissions-plan';
import { PlanFacts } from './team-upgrade-plan-facts';
import type { UpgradeFormat } from './use-upgrade-format';

export interface UpgradeCurrentPlanProps {
  /** The team's plan; undefined when initdata does not list it. */
  plan: Plan | undefined;
  /** The team's expiry (backend date text); null for none. */
  expiryAt: string | null;
  /** Epoch ms, to tell a past expiry from a coming one. */
  now: number;
  format: UpgradeFormat;
}

/** account-area 2: the current plan, its expiry and what it gives (the banned message for a banned team). */
export function UpgradeCurrentPlan({ plan, expiryAt, now, format }: UpgradeCurrentPlanProps) {
  const { t } = useT('team-upgrade');
  const common = useT('common');
  const titleId = useId();
  const expiry = parseBackendDate(expiryAt);
  const level = plan?.level;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('current.title')}</CardTitle>
        <CardDescription>
          {expiry === null ? t('current.noExpiry') : t(expiry.getTime() > now ? 'current.expires' : 'current.expired', { date: format.date(expiry) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" size="md">
            {plan?.alias ?? t('current.unknown')}
          </Badge>
        </p>
        {level !== undefined && isBanned(level) ? (
          <Alert variant="error">
            <AlertDescription>{common.t('access.banned')}</AlertDescription>
          </Alert>
        ) : level !== undefined && isLocked(level) ? (
          <p className="text-sm">{t('current.locked')}</p>
        ) : level !== undefined && isFreePlan(level) ? (
          <p className="text-sm">{t('current.free', { months: FREE_PLAN_RENEW_MONTHS, megabytes: FREE_PLAN_RENEW_NETWORK_MB })}</p>
        ) : (
          plan && <p className="text-sm">{t('current.paid', { plan: plan.alias })}</p>
        )}
        {plan && level !== undefined && level >= 0 && <PlanFacts plan={plan} format={format} className="max-w-sm" />}
      </CardContent>
    </Card>
  );
}
