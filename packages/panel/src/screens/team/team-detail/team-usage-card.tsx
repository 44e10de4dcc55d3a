import { Alert, Card, CardContent, CardFooter, CardHeader, CardTitle, DescriptionDetails, DescriptionItem, DescriptionList, DescriptionTerm, UsageMeter, type MeterThresholds } from '@hostdeck/ui';
import type { Plan, Team } from '../../../api/schemas/session';
import { useT } from '../../../i18n/i18n-provider';
import { formatBytes, formatDate, formatDateTime } from '../../../rules/format';
import { FREE_PLAN_RENEW_MONTHS, FREE_PLAN_RENEW_NETWORK_MB } from '../../../rules/limits';
import { isFreePlan } from '../../../rules/permissions-plan';
import { bandwidthMeter, instanceMeter, storageMeter, userMeter, type MeterTone, type UsageMeter as UsageMeterData } from '../../../rules/usage';
import { TeamRecount, type TeamRecountProps } from './team-recount';

/** The usage rules decide each tone; these thresholds make the primitive show exactly that tone. */
const TONE_THRESHOLDS: Readonly<Record<MeterTone, MeterThresholds>> = {
  normal: {},
  warning: { warning: 0 },
  error: { error: 0 },
};

export interface TeamUsageCardProps extends Omit<TeamRecountProps, 'evaluatedAt'> {
  team: Team;
  /** The team's plan; without it the caps are unknown and the meters are left out. */
  plan: Plan | undefined;
}

/** The plan, its expiry, storage and network against the caps, websites and users against the limits, and the recount. */
export function TeamUsageCard({ team, plan, ...recount }: TeamUsageCardProps) {
  const { t, i18n } = useT('team-detail');
  const locale = i18n.language;
  const count = new Intl.NumberFormat(locale);
  const toned = (meter: UsageMeterData, reading: string) => {
    if (meter.tone === 'warning') return t('usage.limitReached', { reading });
    if (meter.tone === 'error') return t('usage.overLimit', { reading });
    return reading;
  };
  const bytes = (meter: UsageMeterData) => toned(meter, t('usage.of', { used: formatBytes(meter.value, locale), total: formatBytes(meter.max, locale) }));
  const counted = (meter: UsageMeterData) => toned(meter, t('usage.of', { used: count.format(meter.value), total: count.format(meter.max) }));
  const meters = plan
    ? [
        { id: 'storage', label: t('usage.storage'), meter: storageMeter(team.usage_storage, plan.storage), text: bytes },
        { id: 'network', label: t('usage.network'), meter: bandwidthMeter(team.usage_network, plan.network), text: bytes },
        { id: 'instances', label: t('usage.instances'), meter: instanceMeter(team.usage_instance, plan.instance), text: counted },
        { id: 'users', label: t('usage.users'), meter: userMeter(team.usage_users, plan.users), text: counted },
      ]
    : [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('usage.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <DescriptionList variant="grid">
          <DescriptionItem>
            <DescriptionTerm>{t('usage.plan')}</DescriptionTerm>
            <DescriptionDetails>{plan?.alias ?? t('usage.unknownPlan')}</DescriptionDetails>
          </DescriptionItem>
          <DescriptionItem>
            <DescriptionTerm>{t('usage.expires')}</DescriptionTerm>
            <DescriptionDetails>{formatDate(team.expiry_at, locale) ?? t('usage.noExpiry')}</DescriptionDetails>
          </DescriptionItem>
          <DescriptionItem>
            <DescriptionTerm>{t('usage.evaluated')}</DescriptionTerm>
            <DescriptionDetails>{formatDateTime(team.evaluated_at, locale) ?? t('usage.notCounted')}</DescriptionDetails>
          </DescriptionItem>
        </DescriptionList>
        {plan && isFreePlan(plan.level) && <Alert variant="info">{t('usage.freeHint', { months: FREE_PLAN_RENEW_MONTHS, megabytes: FREE_PLAN_RENEW_NETWORK_MB })}</Alert>}
        {meters.length > 0 && (
          <div className="grid gap-4 sm:grid-cols-2">
            {meters.map(({ id, label, meter, text }) => (
              <UsageMeter key={id} data-meter={id} label={label} value={meter.value} max={meter.max} valueText={text(meter)} thresholds={TONE_THRESHOLDS[meter.tone]} />
            ))}
          </div>
        )}
      </CardContent>
      <CardFooter>
        <TeamRecount evaluatedAt={team.evaluated_at} {...recount} />
      </CardFooter>
    </Card>
  );
}
