import { useParams } from 'react-router';
import { RunnerScreenContainer, parseRouteId } from '@hostdeck/panel';
import { HELP_LINKS } from '../../session/console-links';
import type { PageProps } from './page-props';

/**
 * /host/runner/{hostId}: the website's deployments ('Deploy'). 'Ask for help' leads to the support chat. An id that is
 * not a positive whole number ('abc') is handed on as NaN: the container shows the not-found page without a call.
 */
export function HostRunnerPage({ title }: PageProps) {
  const { hostId } = useParams();
  return <RunnerScreenContainer key={hostId} hostId={parseRouteId(hostId) ?? Number.NaN} title={title} supportUrl={HELP_LINKS.chat} />;
}
