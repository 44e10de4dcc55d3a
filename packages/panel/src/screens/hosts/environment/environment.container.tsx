import { usePanel } from '../../../data/panel-provider';
import { hostPath } from '../../../rules/paths';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { EnvironmentScreen } from './environment';

export interface EnvironmentScreenContainerProps {
  /** The host page frame's value: the host, its team and the page title. */
  frame: HostFrameValue;
}

/**
 * The environment page with its links into this website's pages. It makes no call: the spec shows the page as a
 * placeholder, and getHostEnvironment's body is not specified (api/schemas/deploy), so nothing from it is shown.
 */
export function EnvironmentScreenContainer({ frame }: EnvironmentScreenContainerProps) {
  const { session, Link } = usePanel();
  return (
    <EnvironmentScreen
      title={frame.title}
      nginxHref={hostPath(session.teamBase, 'nginx', frame.hostId)}
      deployHref={hostPath(session.teamBase, 'runner', frame.hostId)}
      linkComponent={Link}
    />
  );
}
