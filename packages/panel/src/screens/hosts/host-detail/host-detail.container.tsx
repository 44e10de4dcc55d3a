import { toast } from '@hostdeck/ui';
import { useRecountHost, useUpdateHost } from '../../../data/hosts/mutations';
import { useHostStats } from '../../../data/hosts/queries';
import { usePanel } from '../../../data/panel-provider';
import { useInitData } from '../../../data/session/queries';
import { useTeam } from '../../../data/teams/queries';
import { useT } from '../../../i18n/i18n-provider';
import { hostPath } from '../../../rules/paths';
import { canLoginAs } from '../../../rules/permissions-admin';
import { combineQueries } from '../../common/screen-state/combine-queries';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { detailShortcuts } from './detail-shortcuts';
import { HostDetailScreen } from './host-detail';

export interface HostDetailScreenContainerProps {
  /** The host page frame's value: the host and its server (already loaded), its team, the gate and the page title. */
  frame: HostFrameValue;
}

/**
 * The info page wired to the data layer: the host and server come from the frame; the usage reads the host's stats
 * and the team's plan (initdata's plans by the team's plan_id). Recount and refresh refetch the host and its stats.
 */
export function HostDetailScreenContainer({ frame }: HostDetailScreenContainerProps) {
  const { t } = useT('host-detail');
  const { api, session, Link } = usePanel();
  const { teamId, hostId, host } = frame;
  const stats = useHostStats({ hostId });
  const team = useTeam({ teamId });
  const initData = useInitData();
  const usage = combineQueries({ stats, team, initData }, (data) => data.stats === null);
  const plan = usage.data?.initData.plans.find((candidate) => candidate.id === usage.data?.team.plan_id);
  const recount = useRecountHost();
  const update = useUpdateHost();
  const canWrite = frame.gate === 'allowed';

  return (
    <HostDetailScreen
      title={frame.title}
      host={host}
      server={frame.server}
      plan={plan}
      usageStatus={usage.status}
      stats={stats.data}
      onRetryUsage={usage.retry}
      isRetryingUsage={usage.isRetrying}
      shortcuts={detailShortcuts({ role: session.role, status: host.status })}
      hrefOf={(tab) => hostPath(session.teamBase, tab, hostId)}
      linkComponent={Link}
      loginAsHref={canLoginAs(session.userId) ? api.loginAsHostUrl(host.domain) : undefined}
      onRecount={canWrite ? () => recount.mutate({ teamId, hostId }, { onSuccess: () => toast.success(t('done.recounted')) }) : undefined}
      isRecounting={recount.isPending}
      onUpdate={canWrite ? () => update.mutate({ teamId, hostId }, { onSuccess: () => toast.success(t('done.updated')) }) : undefined}
      isUpdating={update.isPending}
    />
  );
}
