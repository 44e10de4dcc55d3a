import { cn } from '../lib/cn';
import { DataTableSelectBox } from './data-table-rows';
import type { DataTableColumn, DataTableSort } from './data-table-types';

// Text arrows rather than icons: the host list, and so this table, is part of the console's budgeted first load.
const SORT_GLYPHS = { ascending: '↑', descending: '↓', none: '↕' } as const;

const HEAD = 'h-10 border-b border-border bg-background px-3 text-start align-middle font-medium whitespace-nowrap text-muted-foreground';
// Stacked, the header row becomes a wrapping bar of sort buttons; headers that do not sort are left to screen readers.
const STACKED_HEAD = '@max-lg:h-auto @max-lg:border-0 @max-lg:px-0';

export interface DataTableHeaderProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  sort?: DataTableSort | null;
  onSort?: (columnId: string) => void;
  isStacked: boolean;
  /** Present when rows can be selected: the select-all box. */
  selectAll?: { label: string; isChecked: boolean; isIndeterminate: boolean; onChange: (isChecked: boolean) => void };
}

/** The sticky header row: sort buttons on sortable columns (aria-sort on the current one), and the select-all box. */
export function DataTableHeader<Row>({ columns, sort, onSort, isStacked, selectAll }: DataTableHeaderProps<Row>) {
  return (
    <thead data-slot="data-table-header" className={cn('sticky top-0 z-10', isStacked && '@max-lg:block @max-lg:bg-background @max-lg:py-1')}>
      <tr aria-rowindex={1} className={cn(isStacked && '@max-lg:flex @max-lg:flex-wrap @max-lg:items-center @max-lg:gap-x-1 @max-lg:border-b @max-lg:border-border')}>
        {selectAll && (
          <td data-slot="data-table-head" className={cn(HEAD, 'w-11', isStacked && STACKED_HEAD)}>
            <DataTableSelectBox {...selectAll} />
          </td>
        )}
        {columns.map((column) => {
          const direction = sort?.key === column.id ? sort.direction : undefined;
          const isSortable = Boolean(column.isSortable && onSort);
          return (
            <th
              key={column.id}
              scope="col"
              data-slot="data-table-head"
              aria-sort={direction}
              className={cn(HEAD, column.align === 'end' && 'text-end', isSortable && 'px-1', isStacked && STACKED_HEAD, isStacked && !isSortable && '@max-lg:sr-only')}
            >
              {isSortable ? (
                <button
                  type="button"
                  data-slot="data-table-sort"
                  onClick={() => onSort?.(column.id)}
                  className={cn(
                    'inline-flex min-h-10 cursor-pointer items-center gap-1 rounded-sm px-2 hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                    direction && 'text-foreground',
                  )}
                >
                  {column.header}
                  <span aria-hidden className="w-3 text-xs">
                    {SORT_GLYPHS[direction ?? 'none']}
                  </span>
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
