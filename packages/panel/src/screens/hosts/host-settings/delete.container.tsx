import { isolateLtr, toast } from '@hostdeck/ui';
import { useDeleteHost } from '../../../data/hosts/mutations';
import { usePanel } from '../../../data/panel-provider';
import { useT } from '../../../i18n/i18n-provider';
import { hostPath } from '../../../rules/paths';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { HostDeleteScreen } from './delete';

export interface HostDeleteScreenContainerProps {
  /** The host page frame's value: the host, its team and the page title. */
  frame: HostFrameValue;
}

/** Delete Website wired to the delete call; once the host is being removed its detail page shows it 'removing'. */
export function HostDeleteScreenContainer({ frame }: HostDeleteScreenContainerProps) {
  const { t } = useT('host-settings');
  const { session, Link, navigate } = usePanel();
  const { mutateAsync: deleteHost } = useDeleteHost();
  const detailHref = hostPath(session.teamBase, 'detail', frame.hostId);
  return (
    <HostDeleteScreen
      title={frame.title}
      domain={frame.host.domain}
      username={frame.host.username}
      detailHref={detailHref}
      linkComponent={Link}
      onDelete={async (typed) => {
        await deleteHost({ teamId: frame.teamId, hostId: frame.hostId, username: typed });
        toast.success(t('delete.done', { domain: isolateLtr(frame.host.domain) }));
        navigate(detailHref);
      }}
    />
  );
}
