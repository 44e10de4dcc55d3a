import { EmptyState, PageHeader, Skeleton } from '@hostdeck/ui';
import type { UpgradeOrder } from '../../../api/contract/teams';
import type { UpgradeData } from '../../../api/schemas/billing';
import type { Plan, Team } from '../../../api/schemas/session';
import { useT } from '../../../i18n/i18n-provider';
import type { FeatureLevels } from '../../../rules/permissions-plan';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { TeamUpgradeContent } from './team-upgrade-content';

export interface TeamUpgradeScreenProps {
  /** The page's title (from the route table), the h1. */
  title: string;
  /** Where the upgrade data stands; 'empty' when no plan is offered at all. */
  status: ScreenStatus;
  onRetry: () => void;
  isRetrying?: boolean;
  /** Plans of levels 0 to 2 in every currency and each currency's minimum, fee threshold and fee. */
  upgrade: UpgradeData | undefined;
  /** The team: its plan, currency and expiry. */
  team: Pick<Team, 'plan_id' | 'currency' | 'expiry_at'>;
  /** The team's plan (initdata); undefined when initdata does not list it. */
  plan: Plan | undefined;
  /** initdata's features (name -> the plan level it needs), for the selected plan's feature list. */
  features: FeatureLevels;
  /** Epoch ms: the clock the expiry after purchase counts from. */
  now: number;
  /**
   * Places the order (plan, years, months, currency, duration). A rejection shows the server's explanation and keeps
   * every choice; success leaves the page, so the form does not send again.
   */
  onSubmit: (order: UpgradeOrder) => unknown;
}

function UpgradeSkeleton() {
  return (
    <div className="grid gap-6" aria-hidden>
      <Skeleton className="h-32" />
      <div className="grid gap-3 sm:grid-cols-3">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

/** Upgrade and extend ({teamBase}/upgrade, account-area 2): the current plan, the plans, and the order of one. */
export function TeamUpgradeScreen({ title, status, onRetry, isRetrying, upgrade, ...content }: TeamUpgradeScreenProps) {
  const { t } = useT('team-upgrade');
  const shown: ScreenStatus = status === 'content' && !upgrade ? 'loading' : status;
  return (
    <section aria-busy={shown === 'loading'} className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader title={title} description={t('description')} />
      <ScreenState status={shown} skeleton={<UpgradeSkeleton />} onRetry={onRetry} isRetrying={isRetrying} empty={<EmptyState title={t('empty')} />}>
        {upgrade && <TeamUpgradeContent upgrade={upgrade} {...content} />}
      </ScreenState>
    </section>
  );
}

