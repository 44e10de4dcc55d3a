import { RunnerScreenContainer } from '@hostdeck/panel';
import { HELP_LINKS } from '../../session/console-links';
import type { HostTabPageProps } from './host-tab-props';

/** /host/runner/{hostId}: the website's deployments ('Deploy'). 'Ask for help' leads to the support chat. */
export function HostRunnerPage({ frame }: HostTabPageProps) {
  return <RunnerScreenContainer hostId={frame.hostId} title={frame.title} supportUrl={HELP_LINKS.chat} isFramed />;
}
