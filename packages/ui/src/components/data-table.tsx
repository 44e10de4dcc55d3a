import { lazy, Suspense, useMemo, useRef, type ComponentProps, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useUiStrings } from '../i18n/ui-strings-provider';
import { DataTableHeader } from './data-table-header';
import { DataTableRange, dataTableRowClasses } from './data-table-rows';
import { useDataTableSelection } from './data-table-selection';
import type { DataTableWindowProps } from './data-table-window';
import type { DataTableColumn, DataTableRowContext, DataTableRowId, DataTableRowProps, DataTableSort } from './data-table-types';

export type * from './data-table-types';

// The windowing code (react-virtual) is its own chunk: a short list never needs it, and a long one shows its first
// rows at once while it loads, so it stays out of a page's first load.
// lazy() drops the row type parameter; the cast gives it back.
const DataTableWindow = lazy(() => import('./data-table-window').then((module) => ({ default: module.DataTableWindow }))) as unknown as <Row>(
  props: DataTableWindowProps<Row>,
) => ReactNode;

/** Rows drawn while the windowing code loads, and before the scroll box is measured: enough to fill it. */
const FIRST_ROWS = 30;

export const dataTableVariants = cva(
  'relative w-full overflow-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  {
    variants: {
      variant: {
        /** Wider than its box, the table scrolls sideways. */
        scroll: '',
        /** In a box narrower than 32rem, each row stacks into a block of labelled lines. */
        stack: '@container',
      },
    },
    defaultVariants: { variant: 'scroll' },
  },
);

export interface DataTableProps<Row> extends Omit<ComponentProps<'table'>, 'children'>, VariantProps<typeof dataTableVariants> {
  /** Names the scroll box, a keyboard-scrollable region, for example "Websites". */
  label: string;
  /** The columns, in order; keep the array stable (useMemo) so rows are not redrawn on every render. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows, already filtered and sorted. */
  rows: readonly Row[];
  /** A row's stable id (its React key and selection id); a stable function. */
  getRowId: (row: Row) => DataTableRowId;
  /** Highlight and data attributes of a row; a stable function. */
  getRowProps?: (row: Row) => DataTableRowProps | undefined;
  /** The current order, shown on its header with aria-sort. */
  sort?: DataTableSort | null;
  /** Called with a sortable column's id when its header is pressed; the screen decides the next order. */
  onSort?: (columnId: string) => void;
  /** The selected rows' ids; a checkbox column shows when `onSelectionChange` is given. */
  selectedIds?: ReadonlySet<DataTableRowId>;
  /** Called with the ids selected after a checkbox is ticked or cleared. */
  onSelectionChange?: (selectedIds: ReadonlySet<DataTableRowId>) => void;
  /** Names a row for its checkbox ("Select shop.example"); the row id by default. */
  getRowLabel?: (row: Row) => string;
  /** Shown when there are no rows; "Nothing to show yet" in the current language by default. */
  empty?: ReactNode;
  /** Above this many rows only those in view are drawn. */
  windowAfter?: number;
  /** A row's height in pixels until it is measured. */
  rowHeight?: number;
  /** The scroll box's greatest height (a CSS length); the header stays in view above the rows. */
  maxHeight?: string;
}

/**
 * A table of records: sortable columns, a sticky header, optional row selection, and windowing for long lists. It
 * scrolls sideways, or stacks its rows, on narrow screens.
 */
export function DataTable<Row>({
  label, columns, rows, getRowId, getRowProps, sort, onSort, selectedIds, onSelectionChange, getRowLabel, empty,
  windowAfter = 100, rowHeight = 44, maxHeight = '70vh', variant, className, ...props
}: DataTableProps<Row>) {
  const t = useUiStrings();
  const scrollRef = useRef<HTMLDivElement>(null);
  const isStacked = variant === 'stack';
  const selection = useDataTableSelection({ rows, getRowId, selectedIds, onSelectionChange });
  const { isSelectable, onToggle } = selection;
  const context = useMemo<DataTableRowContext<Row>>(
    () => ({
      columns, getRowId, getRowProps, isStacked, classes: dataTableRowClasses(columns, isStacked),
      selection: isSelectable ? { onToggle, getCheckboxLabel: (row) => t('selectRow', { name: getRowLabel?.(row) ?? String(getRowId(row)) }) } : undefined,
    }),
    [columns, getRowId, getRowProps, isStacked, isSelectable, onToggle, getRowLabel, t],
  );
  const columnCount = columns.length + (isSelectable ? 1 : 0);
  const isWindowed = rows.length > windowAfter;
  const firstRows = Math.min(rows.length, FIRST_ROWS);
  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={label}
      // Focusable so keyboard users can scroll a table taller or wider than its box.
      tabIndex={0}
      data-slot="data-table"
      data-variant={variant ?? 'scroll'}
      className={dataTableVariants({ variant })}
      style={{ maxHeight }}
    >
      <table
        aria-rowcount={rows.length + 1}
        className={cn('w-full border-separate border-spacing-0 text-sm', isStacked && '@max-lg:block', className)}
        {...props}
      >
        <DataTableHeader
          columns={columns}
          sort={sort}
          onSort={onSort}
          isStacked={isStacked}
          selectAll={
            selection.isSelectable
              ? { label: t('selectAllRows'), isChecked: selection.isAllSelected, isIndeterminate: selection.isSomeSelected, onChange: selection.selectAll }
              : undefined
          }
        />
        <tbody data-slot="data-table-body" className={cn(isStacked && '@max-lg:block')}>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columnCount} className="h-24 px-3 text-center text-muted-foreground">
                {empty ?? t('noData')}
              </td>
            </tr>
          )}
          {rows.length > 0 && !isWindowed && <DataTableRange rows={rows} start={0} end={rows.length} before={0} after={0} context={context} selectedIds={selectedIds} />}
          {isWindowed && (
            <Suspense
              fallback={<DataTableRange rows={rows} start={0} end={firstRows} before={0} after={(rows.length - firstRows) * rowHeight} context={context} selectedIds={selectedIds} />}
            >
              <DataTableWindow rows={rows} context={context} selectedIds={selectedIds} scrollRef={scrollRef} rowHeight={rowHeight} initialCount={FIRST_ROWS} />
            </Suspense>
          )}
        </tbody>
      </table>
    </div>
  );
}
