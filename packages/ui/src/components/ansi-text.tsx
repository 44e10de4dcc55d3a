import { useMemo, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { parseAnsi, type AnsiColor, type AnsiSegment } from './ansi';

/** The text colour class of each terminal colour (tokens that pass contrast on the code background). */
export const ANSI_COLOR_CLASSES: Readonly<Record<AnsiColor, string>> = {
  red: 'text-ansi-red',
  green: 'text-ansi-green',
  yellow: 'text-ansi-yellow',
  blue: 'text-ansi-blue',
  magenta: 'text-ansi-magenta',
  cyan: 'text-ansi-cyan',
};

export interface AnsiTextProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** Terminal output; colours and bold are kept, every other escape sequence is removed, nothing is read as HTML. */
  text?: string;
  /** Output already parsed, for example one line of `parseAnsiLines`; used instead of `text`. */
  segments?: readonly AnsiSegment[];
  /** Drops the colours but keeps bold, for text that takes one colour of its own (an error line). */
  isMonochrome?: boolean;
}

/**
 * Terminal output as styled, inert text: the one renderer of ANSI colours for code blocks and logs. Terminal output
 * reads left to right in every language, so in a right-to-left page it stays `$> Applying features`, isolated from
 * the page's direction (a caller may still pass another `dir`).
 */
export function AnsiText({ text, segments, isMonochrome = false, className, ...props }: AnsiTextProps) {
  const parsed = useMemo(() => segments ?? parseAnsi(text ?? ''), [segments, text]);
  return (
    <span data-slot="ansi-text" dir="ltr" className={cn('text-start', className)} {...props}>
      {parsed.map((segment, index) => {
        const color = isMonochrome ? undefined : segment.style.color;
        if (!color && !segment.style.isBold) return segment.text;
        return (
          <span
            key={index}
            data-slot="ansi-text-segment"
            data-color={color}
            className={cn(color && ANSI_COLOR_CLASSES[color], segment.style.isBold && 'font-bold')}
          >
            {segment.text}
          </span>
        );
      })}
    </span>
  );
}
