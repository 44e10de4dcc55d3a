import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { cn } from '../lib/cn';

export interface WindowedLinesProps<Line> extends Omit<ComponentProps<'div'>, 'children'> {
  lines: readonly Line[];
  /** One line's content; the line's box (its key, position and measuring) is the window's. */
  renderLine: (line: Line, index: number) => ReactNode;
  /** A line's height until it is measured (lines that wrap are measured as they are drawn). */
  lineHeight: number;
  /** Brings this line into view whenever it changes (a search match, a jump to a line). */
  scrollToIndex?: number;
  /** Classes of each line's box, for example to mark the current match. */
  lineClassName?: (line: Line, index: number) => string | undefined;
  /** How many lines to draw before the scroll box has been measured. */
  initialCount?: number;
}

/**
 * A scroll box of many text lines (a log, a long output) that draws only the lines in view and a few around them: a
 * fifty-thousand-line log scrolls as lightly as a short one. It is focusable, so keyboard users can scroll it; give it
 * an accessible name (`aria-label`). Lines may wrap: each drawn line is measured.
 */
export function WindowedLines<Line>({ lines, renderLine, lineHeight, scrollToIndex, lineClassName, initialCount = 30, className, ...props }: WindowedLinesProps<Line>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer hands out new functions as it changes; the window redraws each time and memoises none of them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => lineHeight,
    overscan: 10,
    initialRect: { width: 0, height: lineHeight * initialCount },
  });
  useEffect(() => {
    if (scrollToIndex !== undefined && scrollToIndex >= 0 && scrollToIndex < lines.length) virtualizer.scrollToIndex(scrollToIndex, { align: 'center' });
  }, [scrollToIndex, lines.length, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  return (
    <div
      ref={scrollRef}
      data-slot="windowed-lines"
      role="region"
      tabIndex={0}
      className={cn('overflow-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring', className)}
      {...props}
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {/* The drawn lines move as one block to where the first of them belongs. */}
        <div className="absolute inset-x-0 top-0" style={{ transform: `translateY(${first?.start ?? 0}px)` }}>
          {items.map((item) => {
            const line = lines[item.index] as Line;
            return (
              <div key={item.key} ref={virtualizer.measureElement} data-index={item.index} data-slot="windowed-line" className={lineClassName?.(line, item.index)}>
                {renderLine(line, item.index)}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
