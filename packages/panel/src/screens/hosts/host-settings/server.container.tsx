import { PageHeader, Skeleton, isolateLtr, toast } from '@hostdeck/ui';
import { useMoveHost } from '../../../data/hosts/mutations';
import { usePanel } from '../../../data/panel-provider';
import { useInitData } from '../../../data/session/queries';
import { useT } from '../../../i18n/i18n-provider';
import { hostPath, teamPagePath } from '../../../rules/paths';
import { combineQueries, ScreenState } from '../../common/screen-state';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { HostServerScreen } from './server';

export interface HostServerScreenContainerProps {
  /** The host page frame's value: the host (active, and the viewer an owner or admin), its server and the page title. */
  frame: HostFrameValue;
}

/** Change Server wired to initdata's servers, the session's plan and the move call; the host then shows as moving. */
export function HostServerScreenContainer({ frame }: HostServerScreenContainerProps) {
  const { t } = useT('host-settings');
  const { session, Link, navigate } = usePanel();
  const { mutateAsync: moveHost } = useMoveHost();
  // The shell has read initdata already: this is its cache.
  const state = combineQueries({ init: useInitData() });
  const detailHref = hostPath(session.teamBase, 'detail', frame.hostId);
  return (
    <ScreenState status={state.status} onRetry={state.retry} isRetrying={state.isRetrying} skeleton={<ServerFormSkeleton title={frame.title} />}>
      {state.data && (
        <HostServerScreen
          title={frame.title}
          detailHref={detailHref}
          linkComponent={Link}
          domain={frame.host.domain}
          currentServer={frame.server}
          servers={state.data.init.servers}
          planLevel={session.planLevel}
          features={session.features}
          upgradeHref={teamPagePath(session.teamBase, 'upgrade')}
          onSubmit={async (server) => {
            await moveHost({ teamId: frame.teamId, hostId: frame.hostId, serverId: server.id });
            toast.success(t('server.done', { domain: isolateLtr(frame.host.domain), server: isolateLtr(server.endpoint) }));
            navigate(detailHref);
          }}
        />
      )}
    </ScreenState>
  );
}

/** While initdata or the form's words load: the page keeps its heading, and says it is busy. */
function ServerFormSkeleton({ title }: { title: string }) {
  return (
    <section aria-busy className="grid gap-6">
      <PageHeader title={title} />
      <Skeleton className="h-64 max-w-2xl" />
    </section>
  );
}
