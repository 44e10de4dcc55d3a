import { useCallback, useLayoutEffect, useRef } from 'react';
import type { DataTableRowId } from './data-table-types';

export interface DataTableSelectionInput<Row> {
  rows: readonly Row[];
  getRowId: (row: Row) => DataTableRowId;
  selectedIds?: ReadonlySet<DataTableRowId>;
  onSelectionChange?: (selectedIds: ReadonlySet<DataTableRowId>) => void;
}

/**
 * Row selection: one stable toggle for every row (so ticking a box redraws only that row), and the select-all box's
 * state over the rows shown.
 */
export function useDataTableSelection<Row>({ rows, getRowId, selectedIds, onSelectionChange }: DataTableSelectionInput<Row>) {
  // The latest selection, read by the toggle when a box is ticked.
  const latest = useRef({ selectedIds, onSelectionChange });
  useLayoutEffect(() => {
    latest.current = { selectedIds, onSelectionChange };
  });
  const onToggle = useCallback((id: DataTableRowId, isSelected: boolean) => {
    const next = new Set(latest.current.selectedIds);
    if (isSelected) next.add(id);
    else next.delete(id);
    latest.current.onSelectionChange?.(next);
  }, []);
  if (!onSelectionChange) return { isSelectable: false, onToggle } as const;
  const count = rows.filter((row) => selectedIds?.has(getRowId(row))).length;
  return {
    isSelectable: true,
    onToggle,
    isAllSelected: rows.length > 0 && count === rows.length,
    isSomeSelected: count > 0 && count < rows.length,
    selectAll: (isSelected: boolean) => onSelectionChange(new Set(isSelected ? rows.map(getRowId) : [])),
  } as const;
}
