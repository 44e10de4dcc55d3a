import { isolateLtr, toast } from '@hostdeck/ui';
import { useRenameHost } from '../../../data/hosts/mutations';
import { usePanel } from '../../../data/panel-provider';
import { useT } from '../../../i18n/i18n-provider';
import { hostPath } from '../../../rules/paths';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { HostRenameScreen } from './rename';

export interface HostRenameScreenContainerProps {
  /** The host page frame's value: the host (active, and the viewer an owner or admin), its team and the page title. */
  frame: HostFrameValue;
}

/** Change Username wired to the rename call; a success says so and opens the host's detail, which shows the new name. */
export function HostRenameScreenContainer({ frame }: HostRenameScreenContainerProps) {
  const { t } = useT('host-settings');
  const { session, Link, navigate } = usePanel();
  const { mutateAsync: renameHost } = useRenameHost();
  const detailHref = hostPath(session.teamBase, 'detail', frame.hostId);
  return (
    <HostRenameScreen
      title={frame.title}
      detailHref={detailHref}
      linkComponent={Link}
      currentUsername={frame.host.username}
      onSubmit={async (username) => {
        await renameHost({ teamId: frame.teamId, hostId: frame.hostId, username });
        toast.success(t('rename.done', { username: isolateLtr(username) }));
        navigate(detailHref);
      }}
    />
  );
}
