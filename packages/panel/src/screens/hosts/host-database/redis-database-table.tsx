import { TableCell, TableHead, TableRow } from '@hostdeck/ui';
import type { RedisDatabase } from '../../../api/schemas/host-tools';
import { useT } from '../../../i18n/i18n-provider';
import type { DatabaseTarget } from './database-rows';
import { DatabaseSection, DropCell, NameCell } from './database-section';
import { RedisPassword } from './redis-password';

export interface RedisDatabaseTableProps {
  databases: readonly RedisDatabase[];
  /** Without it (read-only) the table has no drop buttons. */
  onDrop?: (target: DatabaseTarget) => void;
}

/** Redis databases: name and password, the password hidden until shown. */
export function RedisDatabaseTable({ databases, onDrop }: RedisDatabaseTableProps) {
  const { t } = useT('host-database');
  return (
    <DatabaseSection
      title={t('redis.title')}
      label={t('redis.label')}
      emptyNote={t('redis.empty')}
      isEmpty={databases.length === 0}
      columns={<TableHead>{t('table.password')}</TableHead>}
      hasActions={onDrop !== undefined}
    >
      {databases.map((database) => (
        <TableRow key={database.name}>
          <NameCell name={database.name} />
          <TableCell className="min-w-56">
            <RedisPassword name={database.name} password={database.password} />
          </TableCell>
          {onDrop && <DropCell target={{ kind: 'redis', name: database.name }} onDrop={onDrop} />}
        </TableRow>
      ))}
    </DatabaseSection>
  );
}
