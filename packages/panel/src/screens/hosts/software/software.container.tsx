import { SOFTWARE_VERSION_COMMANDS, type SoftwareName } from '../../../api/schemas/host-tools';
import { useSoftwareCommand } from '../../../data/host-tools/queries';
import { combineQueries } from '../../common/screen-state/combine-queries';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { SoftwareScreen, type SoftwareVersionState } from './software';

export interface SoftwareScreenContainerProps {
  /** The host page frame's value: the host, its team and the page title. */
  frame: HostFrameValue;
}

type VersionCall = ReturnType<typeof useSoftwareCommand>;

function versionState(call: VersionCall): { state: SoftwareVersionState; retry: () => void } {
  const { status, retry, isRetrying } = combineQueries({ call });
  // Without an emptiness test combineQueries never answers 'empty'; an empty stdout is content the card explains.
  return { state: { status: status === 'empty' ? 'content' : status, stdout: call.data, isRetrying }, retry };
}

/** The software page wired to its three `?cmd=` calls, each shown and retried on its own. */
export function SoftwareScreenContainer({ frame }: SoftwareScreenContainerProps) {
  const host = { teamId: frame.teamId, hostId: frame.hostId };
  const calls: Record<SoftwareName, ReturnType<typeof versionState>> = {
    php: versionState(useSoftwareCommand({ ...host, command: SOFTWARE_VERSION_COMMANDS.php })),
    node: versionState(useSoftwareCommand({ ...host, command: SOFTWARE_VERSION_COMMANDS.node })),
    python: versionState(useSoftwareCommand({ ...host, command: SOFTWARE_VERSION_COMMANDS.python })),
  };
  return (
    <SoftwareScreen
      title={frame.title}
      versions={{ php: calls.php.state, node: calls.node.state, python: calls.python.state }}
      onRetry={(name) => calls[name].retry()}
    />
  );
}
