import { toast } from '@hostdeck/ui';
import { useChangeHostPassword } from '../../../data/hosts/mutations';
import { usePanel } from '../../../data/panel-provider';
import { useT } from '../../../i18n/i18n-provider';
import { hostPath } from '../../../rules/paths';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { HostPasswdScreen } from './passwd';

export interface HostPasswdScreenContainerProps {
  /** The host page frame's value: the host (active, and the viewer an owner or admin), its server and the page title. */
  frame: HostFrameValue;
}

/** Change Password wired to the passwd call; the database fields follow the server's features. */
export function HostPasswdScreenContainer({ frame }: HostPasswdScreenContainerProps) {
  const { t } = useT('host-settings');
  const { session, Link, navigate } = usePanel();
  const { mutateAsync: changePassword } = useChangeHostPassword();
  const detailHref = hostPath(session.teamBase, 'detail', frame.hostId);
  const features = frame.server.features ?? [];
  return (
    <HostPasswdScreen
      title={frame.title}
      detailHref={detailHref}
      linkComponent={Link}
      databases={{ mysql: features.includes('mysql'), postgresql: features.includes('postgresql') }}
      onSubmit={async ({ password, mypasswd, pgpasswd }) => {
        await changePassword({ teamId: frame.teamId, hostId: frame.hostId, password, mysqlPassword: mypasswd, postgresPassword: pgpasswd });
        toast.success(t('passwd.done'));
        navigate(detailHref);
      }}
    />
  );
}
