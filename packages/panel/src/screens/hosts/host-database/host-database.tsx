import { useState } from 'react';
import { EmptyState, PageHeader, Skeleton } from '@hostdeck/ui';
import { Database } from 'lucide-react';
import type { DatabaseRow, RedisDatabase } from '../../../api/schemas/host-tools';
import { useT } from '../../../i18n/i18n-provider';
import type { DatabaseCreateValues } from '../../../rules/database-name';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { DatabaseCreateForm } from './database-create-form';
import type { DatabaseTarget } from './database-rows';
import { DropDatabaseDialogs } from './drop-database-dialogs';
import { RedisDatabaseTable } from './redis-database-table';
import { SqlDatabaseTable } from './sql-database-table';

export interface HostDatabaseScreenProps {
  /** The page's h1 (the host frame's title). */
  title: string;
  /** The host's username: the prefix the server gives every new database. */
  username: string;
  /** Both lists together: loading, error (with retry), empty (neither has a database) or content. */
  status: ScreenStatus;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** MySQL and PostgreSQL databases. */
  databases: readonly DatabaseRow[] | undefined;
  /** Redis databases with their passwords. */
  redis: readonly RedisDatabase[] | undefined;
  /** A client sees the databases without the create form and the drop buttons. */
  isReadOnly?: boolean;
  /** Creates a database; rejects on failure (the form keeps its values, the server's field error on its field). */
  onCreate: (values: DatabaseCreateValues) => Promise<unknown>;
  /** Drops a database once both confirmations are given; rejects on failure (the second dialog stays open). */
  onDrop: (target: DatabaseTarget) => Promise<unknown>;
}

function DatabasesSkeleton() {
  return (
    <div className="grid gap-6" aria-hidden>
      {[4, 2].map((rows) => (
        <div key={rows} className="grid gap-2">
          <Skeleton className="h-5 w-48" />
          <div className="grid gap-2 rounded-lg border border-border p-3">
            {Array.from({ length: rows }, (_, index) => (
              <Skeleton key={index} className="h-8" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The database page (host-area 2 Database): MySQL and PostgreSQL databases with type, size and table count, Redis
 * databases with their hidden passwords, the create form, and a drop that asks twice.
 */
export function HostDatabaseScreen({ title, username, status, onRetry, isRetrying, databases, redis, isReadOnly = false, onCreate, onDrop }: HostDatabaseScreenProps) {
  const { t } = useT('host-database');
  const [dropping, setDropping] = useState<DatabaseTarget | null>(null);
  const startDrop = isReadOnly ? undefined : setDropping;
  return (
    <section aria-busy={status === 'loading'} className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader title={title} description={isReadOnly ? t('readOnly') : t('description')} />
      {!isReadOnly && <DatabaseCreateForm username={username} onCreate={onCreate} />}
      <ScreenState
        status={status}
        skeleton={<DatabasesSkeleton />}
        onRetry={onRetry}
        isRetrying={isRetrying}
        empty={<EmptyState icon={<Database />} title={t('empty.title')} description={isReadOnly ? undefined : t('empty.text')} />}
      >
        {databases && redis && (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
            <SqlDatabaseTable databases={databases} onDrop={startDrop} />
            <RedisDatabaseTable databases={redis} onDrop={startDrop} />
          </div>
        )}
      </ScreenState>
      {!isReadOnly && <DropDatabaseDialogs target={dropping} onClose={() => setDropping(null)} onDrop={onDrop} />}
    </section>
  );
}
