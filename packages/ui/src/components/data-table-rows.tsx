import { memo, type ReactNode, type Ref } from 'react';
import { cn } from '../lib/cn';
import type { DataTableColumn, DataTableRowContext, DataTableRowId } from './data-table-types';

// On a narrow table that stacks, each row becomes a block and each cell a line that starts with its column's name.
const STACKED_ROW = '@max-lg:block @max-lg:border-b @max-lg:border-border @max-lg:py-2';
const STACKED_CELL =
  '@max-lg:flex @max-lg:h-auto @max-lg:min-h-9 @max-lg:items-center @max-lg:justify-between @max-lg:gap-4 @max-lg:border-0 @max-lg:py-1 @max-lg:text-end @max-lg:whitespace-normal @max-lg:before:text-start @max-lg:before:text-muted-foreground @max-lg:before:content-[attr(data-label)]';
const STACKED_ROW_HEADER = '@max-lg:block @max-lg:h-auto @max-lg:border-0 @max-lg:py-1';
const CELL = 'h-11 border-b border-border px-3 align-middle whitespace-nowrap';
const ROW =
  'transition-colors hover:bg-muted/50 data-highlighted:bg-highlight data-highlighted:text-highlight-foreground data-highlighted:hover:bg-highlight data-selected:bg-muted';

/** The classes of a row and of each column's cells, worked out once per table rather than per cell drawn. */
export function dataTableRowClasses<Row>(columns: readonly DataTableColumn<Row>[], isStacked: boolean) {
  return {
    row: cn(ROW, isStacked && STACKED_ROW),
    select: cn(CELL, 'w-11', isStacked && '@max-lg:block @max-lg:h-auto @max-lg:border-0 @max-lg:py-0'),
    cells: columns.map((column) =>
      cn(
        CELL,
        column.isRowHeader && 'text-start font-medium',
        column.align === 'end' && 'text-end',
        isStacked && (column.isRowHeader ? STACKED_ROW_HEADER : STACKED_CELL),
        column.className,
      ),
    ),
  };
}

export interface DataTableSelectBoxProps {
  label: string;
  isChecked: boolean;
  isIndeterminate?: boolean;
  onChange: (isChecked: boolean) => void;
}

/** A native checkbox in a 44 px label, light enough for the first load of a list. */
export function DataTableSelectBox({ label, isChecked, isIndeterminate = false, onChange }: DataTableSelectBoxProps) {
  return (
    <label className="-mx-3 flex size-11 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        data-slot="data-table-select"
        aria-label={label}
        checked={isChecked}
        ref={(input) => {
          if (input) input.indeterminate = isIndeterminate;
        }}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
    </label>
  );
}

interface DataTableRowComponentProps<Row> {
  row: Row;
  /** 1-based among all rows, header included (aria-rowindex), since a windowed table draws only some. */
  rowIndex: number;
  context: DataTableRowContext<Row>;
  isSelected: boolean;
  /** The windowed body measures drawn rows through this. */
  ref?: Ref<HTMLTableRowElement>;
}

function DataTableRowImpl<Row>({ row, rowIndex, context, isSelected, ref }: DataTableRowComponentProps<Row>) {
  const { columns, classes, getRowId, getRowProps, selection, isStacked } = context;
  const { isHighlighted = false, ...attributes } = getRowProps?.(row) ?? {};
  const id = getRowId(row);
  return (
    <tr
      ref={ref}
      data-slot="data-table-row"
      data-index={rowIndex - 2}
      aria-rowindex={rowIndex}
      data-highlighted={isHighlighted || undefined}
      data-selected={isSelected || undefined}
      {...attributes}
      className={classes.row}
    >
      {selection && (
        <td data-slot="data-table-cell" className={classes.select}>
          <DataTableSelectBox label={selection.getCheckboxLabel(row)} isChecked={isSelected} onChange={(checked) => selection.onToggle(id, checked)} />
        </td>
      )}
      {columns.map((column, index) =>
        column.isRowHeader ? (
          <th key={column.id} scope="row" data-slot="data-table-cell" className={classes.cells[index]}>
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.id} data-slot="data-table-cell" data-label={isStacked ? column.header : undefined} className={classes.cells[index]}>
            {column.cell(row)}
          </td>
        ),
      )}
    </tr>
  );
}

// Memoised: a re-sort moves rows; only rows whose data or selection changed are drawn again.
export const DataTableRow = memo(DataTableRowImpl) as typeof DataTableRowImpl;

/** Stands for rows out of view, keeping the scroll height of the whole list. */
export function DataTableSpacer({ height, columnCount }: { height: number; columnCount: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden data-slot="data-table-spacer">
      <td colSpan={columnCount} style={{ height }} className="p-0" />
    </tr>
  );
}

export interface DataTableRangeProps<Row> {
  rows: readonly Row[];
  /** The first and one past the last row drawn. */
  start: number;
  end: number;
  /** Heights of the rows left out above and below. */
  before: number;
  after: number;
  context: DataTableRowContext<Row>;
  selectedIds?: ReadonlySet<DataTableRowId>;
  measureRef?: Ref<HTMLTableRowElement>;
}

/** The rows from start to end, with spacers for those left out. */
export function DataTableRange<Row>({ rows, start, end, before, after, context, selectedIds, measureRef }: DataTableRangeProps<Row>): ReactNode {
  const columnCount = context.columns.length + (context.selection ? 1 : 0);
  return (
    <>
      <DataTableSpacer height={before} columnCount={columnCount} />
      {rows.slice(start, end).map((row, offset) => {
        const id = context.getRowId(row);
        return (
          <DataTableRow key={id} ref={measureRef} row={row} rowIndex={start + offset + 2} context={context} isSelected={selectedIds?.has(id) ?? false} />
        );
      })}
      <DataTableSpacer height={after} columnCount={columnCount} />
    </>
  );
}
