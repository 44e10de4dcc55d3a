import { cn } from '@hostdeck/ui';
import type { Plan } from '../../../api/schemas/session';
import { useT } from '../../../i18n/i18n-provider';
import type { UpgradeFormat } from './use-upgrade-format';

export interface PlanFactsProps {
  plan: Pick<Plan, 'storage' | 'network' | 'instance' | 'users'>;
  format: UpgradeFormat;
  id?: string;
  className?: string;
}

/** What a plan allows: storage and network in GB, websites and members. */
export function PlanFacts({ plan, format, id, className }: PlanFactsProps) {
  const { t } = useT('team-upgrade');
  const facts = [
    [t('plans.storage'), format.gigabytes(plan.storage)],
    [t('plans.network'), format.gigabytes(plan.network)],
    [t('plans.websites'), format.count(plan.instance)],
    [t('plans.members'), format.count(plan.users)],
  ] as const;
  return (
    <dl id={id} className={cn('m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm', className)}>
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="m-0 text-end font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
