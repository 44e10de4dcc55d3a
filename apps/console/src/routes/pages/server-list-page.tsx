import { ServerListScreenContainer } from '@hostdeck/panel';
import type { PageProps } from './page-props';

/** {teamBase}/server: the team's servers, with the attach dialog for its managers. */
export function ServerListPage({ title }: PageProps) {
  return <ServerListScreenContainer title={title} />;
}
