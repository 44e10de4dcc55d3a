import { isolateLtr, toast } from '@hostdeck/ui';
import { useCreateHostUser, useDeleteHostUser } from '../../../data/host-tools/mutations';
import { useHostUserList } from '../../../data/host-tools/queries';
import { useT } from '../../../i18n/i18n-provider';
import { combineQueries } from '../../common/screen-state/combine-queries';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { HostUsersScreen } from './host-users';

export interface HostUsersScreenContainerProps {
  /** The host page frame's value: the host, its team, the gate (a client only reads) and the page title. */
  frame: HostFrameValue;
}

/** The user page wired to the user list and the create-user and delete-user posts; each write refreshes the list. */
export function HostUsersScreenContainer({ frame }: HostUsersScreenContainerProps) {
  const { teamId, hostId, host } = frame;
  const { t } = useT('host-users');
  const users = useHostUserList({ teamId, hostId });
  const create = useCreateHostUser();
  const remove = useDeleteHostUser();
  const state = combineQueries({ users });

  const onDeleteUser = async (user: string) => {
    await remove.mutateAsync({ teamId, hostId, user });
    toast.success(t('delete.done', { user: isolateLtr(user) }));
  };

  return (
    <HostUsersScreen
      title={frame.title}
      domain={host.domain}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      users={users.data}
      isReadOnly={frame.gate === 'read-only'}
      onAddUser={({ user, password }) => create.mutateAsync({ teamId, hostId, user, password })}
      onDeleteUser={onDeleteUser}
    />
  );
}
