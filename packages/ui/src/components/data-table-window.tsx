import { useLayoutEffect, useState, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { DataTableRange, type DataTableRangeProps } from './data-table-rows';

export interface DataTableWindowProps<Row> extends Pick<DataTableRangeProps<Row>, 'rows' | 'context' | 'selectedIds'> {
  /** The scroll box the rows move in. */
  scrollRef: RefObject<HTMLElement | null>;
  /** A row's height until it is measured. */
  rowHeight: number;
  /** How many rows to draw before the scroll box has been measured. */
  initialCount: number;
}

/**
 * The rows of a long table that are in view, and a few around them. Laying out a thousand rows takes far longer than
 * a frame; drawing only these keeps a re-sort or a filter within one.
 */
export function DataTableWindow<Row>({ rows, context, selectedIds, scrollRef, rowHeight, initialCount }: DataTableWindowProps<Row>) {
  const [size, setSize] = useState(rowHeight);
  // The virtualizer hands out new functions as it changes; the window redraws each time and memoises none of them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => size,
    overscan: 8,
    initialRect: { width: 0, height: rowHeight * initialCount },
    // The box may have been scrolled while this code loaded; the virtualizer only listens from now on.
    initialOffset: () => scrollRef.current?.scrollTop ?? 0,
  });
  // Rows that scroll sideways are one line each, all as tall as the first: it alone is measured. Measuring every row
  // drawn would lay the table out once per row on each re-sort. Stacked rows differ, so each of those is measured.
  useLayoutEffect(() => {
    if (context.isStacked) return;
    const height = scrollRef.current?.querySelector<HTMLElement>('[data-slot="data-table-row"]')?.offsetHeight;
    if (height && height !== size) setSize(height);
  }, [context.isStacked, scrollRef, size]);
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, size]);
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return null;
  return (
    <DataTableRange
      rows={rows}
      start={first.index}
      end={last.index + 1}
      before={first.start}
      after={virtualizer.getTotalSize() - last.end}
      context={context}
      selectedIds={selectedIds}
      measureRef={context.isStacked ? virtualizer.measureElement : undefined}
    />
  );
}
