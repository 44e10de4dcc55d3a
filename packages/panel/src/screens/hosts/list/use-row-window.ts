import { useCallback, useState, type UIEvent } from 'react';

/** Rows drawn above and below the visible ones, so a quick scroll shows no gap. */
const OVERSCAN = 8;
/** Enough rows to fill the scroll box before its first scroll. */
const FIRST_WINDOW = 30;
/** A row's height until one is measured (rows are one line, 44 px tap targets). */
const ROW_HEIGHT = 44;

/**
 * The rows of a long table that are in view. Laying out 1000 table rows takes far longer than a frame, so only the
 * visible window is drawn and spacers stand for the rest; a re-sort or a filter then touches a few dozen rows.
 */
export function useRowWindow(count: number) {
  const [view, setView] = useState({ start: 0, end: FIRST_WINDOW, rowHeight: ROW_HEIGHT });
  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    const rowHeight = box.querySelector<HTMLElement>('tbody tr[aria-rowindex]')?.offsetHeight || ROW_HEIGHT;
    const start = Math.max(0, Math.floor(box.scrollTop / rowHeight) - OVERSCAN);
    const end = Math.ceil((box.scrollTop + box.clientHeight) / rowHeight) + OVERSCAN;
    setView((current) => (current.start === start && current.end === end && current.rowHeight === rowHeight ? current : { start, end, rowHeight }));
  }, []);
  const start = Math.min(view.start, Math.max(0, count - FIRST_WINDOW));
  const end = Math.min(count, Math.max(view.end, start + FIRST_WINDOW));
  return { start, end, before: start * view.rowHeight, after: (count - end) * view.rowHeight, onScroll };
}
