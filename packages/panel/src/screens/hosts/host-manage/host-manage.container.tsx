import { useMemo } from 'react';
import { HOST_LAUNCHER_TOOLS, type HostLauncherTool } from '../../../api/schemas/hosts';
import { useHostStats } from '../../../data/hosts/queries';
import { usePanel } from '../../../data/panel-provider';
import { combineQueries } from '../../common/screen-state/combine-queries';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { HostManageScreen } from './host-manage';
import { useHidePassword } from './use-hide-password';

export interface HostManageScreenContainerProps {
  /** The host page frame's value: the host (with its passwords), its server, its team and the page title. */
  frame: HostFrameValue;
}

/**
 * The Manage page wired to the stats call (the database passwords), the open call's URLs and the hide-password
 * choice kept in local storage. It writes nothing, so the frame's read-only gate (a client) changes nothing here.
 */
export function HostManageScreenContainer({ frame }: HostManageScreenContainerProps) {
  const { api } = usePanel();
  const { teamId, hostId } = frame;
  const stats = useHostStats({ hostId });
  const state = combineQueries({ stats });
  const [isPasswordHidden, setPasswordHidden] = useHidePassword();
  const launcherUrls = useMemo(
    () => Object.fromEntries(HOST_LAUNCHER_TOOLS.map((tool) => [tool, api.hostLauncherUrl({ teamId, hostId, tool })])) as Record<HostLauncherTool, string>,
    [api, teamId, hostId],
  );
  return (
    <HostManageScreen
      title={frame.title}
      host={frame.host}
      server={frame.server}
      statsStatus={state.status}
      stats={stats.data}
      onRetryStats={state.retry}
      isRetryingStats={state.isRetrying}
      launcherUrls={launcherUrls}
      isPasswordHidden={isPasswordHidden}
      onPasswordHiddenChange={setPasswordHidden}
    />
  );
}
