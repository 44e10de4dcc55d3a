import type { ReactNode } from 'react';

export type DataTableRowId = string | number;

/** The values of aria-sort, so the header reads the order as it is. */
export type DataTableSortDirection = 'ascending' | 'descending';

export interface DataTableSort {
  /** The id of the column the rows are sorted by. */
  key: string;
  direction: DataTableSortDirection;
}

export interface DataTableColumn<Row> {
  /** A stable id; what `onSort` receives and `sort.key` names. */
  id: string;
  /** The header text; it also labels the value when rows stack on a narrow screen. */
  header: string;
  /** Draws the column's cell of a row. */
  cell: (row: Row) => ReactNode;
  /** Lets the reader sort by this column: the header becomes a button. */
  isSortable?: boolean;
  /** Puts numbers and dates at the end of their cells. */
  align?: 'start' | 'end';
  /** Classes for the column's cells (not its header). */
  className?: string;
  /** Makes the cell the header of its row (th scope="row"), for the column that names the row. */
  isRowHeader?: boolean;
}

/** Attributes of one row: the highlight, and data attributes for its own styles and tests. */
export type DataTableRowProps = { isHighlighted?: boolean } & { [attribute: `data-${string}`]: string | boolean | undefined };

/** What one drawn row needs besides its data; the same object for every row, so a re-sort redraws none needlessly. */
export interface DataTableRowContext<Row> {
  columns: readonly DataTableColumn<Row>[];
  /** The classes of the row and of each column's cells, in column order. */
  classes: { row: string; select: string; cells: readonly string[] };
  getRowId: (row: Row) => DataTableRowId;
  getRowProps?: (row: Row) => DataTableRowProps | undefined;
  /** Present when rows can be selected (whether a row is, each row is told apart). */
  selection?: {
    onToggle: (id: DataTableRowId, isSelected: boolean) => void;
    /** The row's checkbox name, "Select shop.example". */
    getCheckboxLabel: (row: Row) => string;
  };
  isStacked: boolean;
}
