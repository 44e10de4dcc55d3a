import { useParams } from 'react-router';
import { RunnerScreenContainer } from '@hostdeck/panel';
import { HELP_LINKS } from '../../session/console-links';
import type { PageProps } from './page-props';

/** /host/runner/{hostId}: the host's deployments. 'Ask for help' leads to the support chat. */
export function HostRunnerPage({ title }: PageProps) {
  const { hostId } = useParams();
  return <RunnerScreenContainer key={hostId} hostId={Number(hostId)} title={title} supportUrl={HELP_LINKS.chat} />;
}
