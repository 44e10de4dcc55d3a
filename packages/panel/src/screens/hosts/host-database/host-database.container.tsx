import { isolateLtr, toast } from '@hostdeck/ui';
import { useCreateDatabase, useDropDatabase } from '../../../data/host-tools/mutations';
import { useDatabaseList, useRedisDatabaseList } from '../../../data/host-tools/queries';
import { useT } from '../../../i18n/i18n-provider';
import { databaseFullName, type DatabaseCreateValues } from '../../../rules/database-name';
import { combineQueries } from '../../common/screen-state/combine-queries';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import type { DatabaseTarget } from './database-rows';
import { HostDatabaseScreen } from './host-database';

export interface HostDatabaseScreenContainerProps {
  /** The host page frame's value: the host (its username prefixes new databases), the gate, the title. */
  frame: HostFrameValue;
}

/**
 * The database page wired to its two lists (SQL and Redis) and the create and drop calls. Both writes refresh both
 * lists; a failure shows the one error toast, and the form or the second dialog keeps what the user entered.
 */
export function HostDatabaseScreenContainer({ frame }: HostDatabaseScreenContainerProps) {
  const { teamId, hostId } = frame;
  const { t } = useT('host-database');
  const databases = useDatabaseList({ teamId, hostId });
  const redis = useRedisDatabaseList({ teamId, hostId });
  const state = combineQueries({ databases, redis }, (data) => data.databases.length === 0 && data.redis.length === 0);
  const { mutateAsync: createDatabase } = useCreateDatabase();
  const { mutateAsync: dropDatabase } = useDropDatabase();

  const onCreate = async ({ kind, name }: DatabaseCreateValues) => {
    await createDatabase({ teamId, hostId, kind, name });
    toast.success(t('create.done', { name: isolateLtr(databaseFullName(frame.host.username, name)) }));
  };
  const onDrop = async ({ kind, name }: DatabaseTarget) => {
    await dropDatabase({ teamId, hostId, kind, name });
    toast.success(t('drop.done', { name: isolateLtr(name) }));
  };

  return (
    <HostDatabaseScreen
      title={frame.title}
      username={frame.host.username}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      databases={databases.data}
      redis={redis.data}
      isReadOnly={frame.gate === 'read-only'}
      onCreate={onCreate}
      onDrop={onDrop}
    />
  );
}
