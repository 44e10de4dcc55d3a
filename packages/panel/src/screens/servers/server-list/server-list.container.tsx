import { toast } from '@hostdeck/ui';
import { usePanel } from '../../../data/panel-provider';
import { useCreateServer } from '../../../data/servers/mutations';
import { useServerList } from '../../../data/servers/queries';
import { useSessionTeam } from '../../../data/session/queries';
import { useT } from '../../../i18n/i18n-provider';
import { serverPath } from '../../../rules/record-paths';
import { canAttachServer } from '../../../rules/server-access';
import { combineQueries } from '../../common/screen-state/combine-queries';
import { ServerListScreen } from './server-list';
import type { ServerFormInput } from './server-form-dialog';

export interface ServerListScreenContainerProps {
  /** The page's title (the route table's, translated). */
  title: string;
}

/** The server list wired to the team's servers and the create call; the team comes from the session. */
export function ServerListScreenContainer({ title }: ServerListScreenContainerProps) {
  const { t } = useT('server-list');
  const { session, Link } = usePanel();
  const { teamId, teamBase, role } = session;
  const team = useSessionTeam();
  const servers = useServerList({ teamId });
  const create = useCreateServer();
  const state = combineQueries({ servers, team });

  const onCreate = async (values: ServerFormInput) => {
    await create.mutateAsync({ teamId, ...values });
    toast.success(t('done.created'));
  };

  return (
    <ServerListScreen
      title={title}
      teamName={state.data?.team.name ?? ''}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      servers={state.data?.servers}
      canCreate={canAttachServer(role)}
      hrefOf={(server) => serverPath(teamBase, server.id)}
      linkComponent={Link}
      onCreate={onCreate}
    />
  );
}
