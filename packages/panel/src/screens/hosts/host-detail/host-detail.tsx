import { useId, type ComponentType } from 'react';
import { Button, EmptyState, isolateLtr, PageHeader, Skeleton } from '@hostdeck/ui';
import { ExternalLink } from 'lucide-react';
import type { HostStats } from '../../../api/schemas/hosts';
import { useT } from '../../../i18n/i18n-provider';
import { formatDateTime } from '../../../rules/format';
import type { HostTab } from '../../../rules/paths';
import { canOpenWebsite } from '../../../rules/permissions-host';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { HostFacts, type HostFactsHost, type HostFactsServer } from './host-facts';
import { HostShortcuts } from './host-shortcuts';
import { HostUsageCards, type HostUsagePlan } from './host-usage-cards';

export interface HostDetailScreenProps {
  /** The page's h1 (the host frame's title). */
  title: string;
  host: HostFactsHost;
  server: HostFactsServer;
  /** The team's plan, whose storage and monthly network the usage bars count against; undefined when unknown. */
  plan: HostUsagePlan | undefined;
  /** Where the usage reads stand: 'empty' when the server has never counted the host (stats null). */
  usageStatus: ScreenStatus;
  /** GET host/stat: undefined until read, null when never counted. */
  stats: HostStats | null | undefined;
  onRetryUsage?: () => void;
  isRetryingUsage?: boolean;
  /** The host pages offered as shortcuts, and the path of each. */
  shortcuts: readonly HostTab[];
  hrefOf: (tab: HostTab) => string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
  /** The administrator's login-as address (api.loginAsHostUrl); left out for everyone else. */
  loginAsHref?: string;
  /** Recounts the host's usage; left out for a viewer who may not write. */
  onRecount?: () => unknown;
  isRecounting?: boolean;
  /** Has the server refresh the host's record; left out for a viewer who may not write. */
  onUpdate?: () => unknown;
  isUpdating?: boolean;
}

function UsageSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-hidden>
      <Skeleton className="h-4 w-72 lg:col-span-2" />
      <Skeleton className="h-64" />
      <Skeleton className="h-64" />
    </div>
  );
}

function NewTabLink({ href, children }: { href: string; children: string }) {
  const { t } = useT('host-detail');
  return (
    <Button variant="outline" asChild>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only"> {t('actions.newTab')}</span>
        <ExternalLink aria-hidden />
      </a>
    </Button>
  );
}

/**
 * A website's info page (host-area 2 Detail): its facts, shortcuts to its most used pages, storage and bandwidth
 * against the plan with the daily data-transfer chart, the website link while it is active, and the administrator's
 * login-as link. The usage has its own loading, failure and never-counted states; the facts stay in every one of them.
 */
export function HostDetailScreen({
  title,
  host,
  server,
  plan,
  usageStatus,
  stats,
  onRetryUsage,
  isRetryingUsage,
  shortcuts,
  hrefOf,
  linkComponent: Link = AnchorLink,
  loginAsHref,
  onRecount,
  isRecounting = false,
  onUpdate,
  isUpdating,
}: HostDetailScreenProps) {
  const { t, i18n } = useT('host-detail');
  const usageId = useId();
  const showsWebsite = canOpenWebsite(host.status);
  const recount = onRecount && (
    <Button variant="outline" size="sm" isLoading={isRecounting} onClick={() => void onRecount()}>
      {t('actions.recount')}
    </Button>
  );
  const countedAt = stats ? formatDateTime(stats.updated_at, i18n.language) : null;
  return (
    <section aria-busy={usageStatus === 'loading'} className="grid min-w-0 gap-6">
      <PageHeader
        title={title}
        actions={
          showsWebsite || loginAsHref ? (
            <>
              {showsWebsite && <NewTabLink href={`https://${host.domain}`}>{t('actions.openWebsite')}</NewTabLink>}
              {loginAsHref && <NewTabLink href={loginAsHref}>{t('actions.loginAs', { username: isolateLtr(host.username) })}</NewTabLink>}
            </>
          ) : undefined
        }
      />
      <HostFacts host={host} server={server} stats={stats} statsStatus={usageStatus} onUpdate={onUpdate} isUpdating={isUpdating} />
      <HostShortcuts tabs={shortcuts} hrefOf={hrefOf} Link={Link} />
      <section aria-labelledby={usageId} className="grid min-w-0 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-0.5">
            <h2 id={usageId} className="text-base font-semibold">
              {t('usage.title')}
            </h2>
            {countedAt && <p className="text-sm text-muted-foreground">{t('usage.counted', { date: countedAt })}</p>}
          </div>
          {usageStatus === 'content' && recount}
        </div>
        <ScreenState
          status={usageStatus}
          skeleton={<UsageSkeleton />}
          onRetry={onRetryUsage}
          isRetrying={isRetryingUsage}
          empty={<EmptyState headingLevel="h3" title={t('usage.notCountedTitle')} description={t('usage.notCountedText')} action={recount} />}
        >
          {stats && <HostUsageCards stats={stats} plan={plan} />}
        </ScreenState>
      </section>
    </section>
  );
}
