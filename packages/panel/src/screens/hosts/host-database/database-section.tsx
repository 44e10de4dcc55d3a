import type { ReactNode } from 'react';
import { Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, isolateLtr } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import type { DatabaseTarget } from './database-rows';

export interface DatabaseSectionProps {
  /** The section's heading ('Redis'). */
  title: string;
  /** The table's name, which makes it a keyboard-scrollable region (it scrolls inside its box on a narrow screen). */
  label: string;
  /** Shown in place of the table when the list is empty. */
  emptyNote: string;
  isEmpty: boolean;
  /** The column heads between Name and Actions. */
  columns: ReactNode;
  /** Adds the Actions column (not for a read-only viewer). */
  hasActions: boolean;
  /** The rows, each starting with a NameCell and ending with a DropCell when there are actions. */
  children: ReactNode;
}

/** One kind's databases under its heading: a table with Name first and Actions last, or the note that there are none. */
export function DatabaseSection({ title, label, emptyNote, isEmpty, columns, hasActions, children }: DatabaseSectionProps) {
  const { t } = useT('host-database');
  return (
    <section className="grid min-w-0 gap-2">
      <h2 className="text-base font-semibold">{title}</h2>
      {isEmpty ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">{emptyNote}</p>
      ) : (
        <Table containerProps={{ 'aria-label': label, className: 'rounded-lg border' }}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('table.name')}</TableHead>
              {columns}
              {hasActions && <TableHead className="text-end">{t('table.actions')}</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>{children}</TableBody>
        </Table>
      )}
    </section>
  );
}

/** A database's name, its row's header: the server's text, left to right, wrapping anywhere. */
export function NameCell({ name }: { name: string }) {
  return (
    <TableHead scope="row" className="h-auto min-w-40 py-2.5 font-normal whitespace-normal text-foreground">
      <code dir="ltr" className="font-mono break-all">
        {name}
      </code>
    </TableHead>
  );
}

export interface DropCellProps {
  /** What the drop button drops; undefined for a database the page cannot drop (an unknown type). */
  target: DatabaseTarget | undefined;
  onDrop: (target: DatabaseTarget) => void;
}

/** The drop button, which starts the double confirmation. */
export function DropCell({ target, onDrop }: DropCellProps) {
  const { t } = useT('host-database');
  return (
    <TableCell className="text-end">
      {target && (
        <Button variant="ghost" size="sm" className="text-destructive" aria-label={t('drop.label', { name: isolateLtr(target.name) })} onClick={() => onDrop(target)}>
          {t('drop.action')}
        </Button>
      )}
    </TableCell>
  );
}
