import { useSearchParams } from 'react-router';
import { CreateHostScreenContainer, hostPath, usePanel } from '@hostdeck/panel';

/** The ordering wizard; `?from=` names a template to start from, and a new host opens on its Runner page. */
export function HostCreatePage() {
  const [searchParams] = useSearchParams();
  const { session, navigate } = usePanel();
  return <CreateHostScreenContainer from={searchParams.get('from')} onCreated={(hostId) => navigate(hostPath(session.teamBase, 'runner', hostId))} />;
}
