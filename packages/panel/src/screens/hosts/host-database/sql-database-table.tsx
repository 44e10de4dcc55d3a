import { Badge, TableCell, TableHead, TableRow } from '@hostdeck/ui';
import type { DatabaseRow } from '../../../api/schemas/host-tools';
import { useT } from '../../../i18n/i18n-provider';
import { sizeText, sqlKindOf, typeText, type DatabaseTarget } from './database-rows';
import { DatabaseSection, DropCell, NameCell } from './database-section';

export interface SqlDatabaseTableProps {
  databases: readonly DatabaseRow[];
  /** Without it (read-only) the table has no drop buttons. */
  onDrop?: (target: DatabaseTarget) => void;
}

/** MySQL and PostgreSQL databases (host-area 3 Database entry): name, type, size and table count. */
export function SqlDatabaseTable({ databases, onDrop }: SqlDatabaseTableProps) {
  const { t, i18n } = useT('host-database');
  const count = new Intl.NumberFormat(i18n.language);
  const columns = (
    <>
      <TableHead>{t('table.type')}</TableHead>
      <TableHead className="text-end">{t('table.size')}</TableHead>
      <TableHead className="text-end">{t('table.tables')}</TableHead>
    </>
  );
  return (
    <DatabaseSection title={t('sql.title')} label={t('sql.label')} emptyNote={t('sql.empty')} isEmpty={databases.length === 0} columns={columns} hasActions={onDrop !== undefined}>
      {databases.map((database) => {
        const kind = sqlKindOf(database.Type);
        return (
          <TableRow key={database.name}>
            <NameCell name={database.name} />
            <TableCell>
              <Badge variant="outline">{typeText(database.Type)}</Badge>
            </TableCell>
            <TableCell className="text-end whitespace-nowrap tabular-nums">{sizeText(database.Size, i18n.language)}</TableCell>
            <TableCell className="text-end tabular-nums">{count.format(database.Tables)}</TableCell>
            {onDrop && <DropCell target={kind && { kind, name: database.name }} onDrop={onDrop} />}
          </TableRow>
        );
      })}
    </DatabaseSection>
  );
}
