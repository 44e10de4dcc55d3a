import { useParams } from 'react-router';
import { ServerDetailScreenContainer, parseRouteId } from '@hostdeck/panel';
import type { PageProps } from './page-props';

/** {teamBase}/server/detail/{serverId}: one server's facts, status views, latencies, edit and delete. */
export function ServerDetailPage({ title }: PageProps) {
  const { serverId } = useParams();
  return <ServerDetailScreenContainer key={serverId} serverId={parseRouteId(serverId) ?? Number.NaN} title={title} />;
}
