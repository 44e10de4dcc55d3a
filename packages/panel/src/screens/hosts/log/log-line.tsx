import { ANSI_COLOR_CLASSES, cn } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import type { LogLine } from './log-lines';
import { highlightSegments, type LogMatch } from './log-search';

export interface LogLineViewProps {
  line: LogLine;
  /** This line's search matches, with their index among all matches. */
  matches: readonly (LogMatch & { index: number })[];
  /** The index of the match the search is at. */
  currentMatch: number | undefined;
}

/** One log line as inert text with its colours; search matches marked, the current one strongest; stderr marked. */
export function LogLineView({ line, matches, currentMatch }: LogLineViewProps) {
  const { t } = useT('log');
  const pieces = highlightSegments(line.segments, matches);
  return (
    <span
      dir="ltr"
      data-stream={line.stream}
      className={cn('block min-h-[1lh] ps-[2ch] -indent-[2ch] text-start', line.stream === 'stderr' && 'border-s-4 border-destructive ps-[calc(2ch+0.5rem)] text-ansi-red')}
    >
      {line.stream === 'stderr' && <span className="sr-only">{t('output.stderrLine')} </span>}
      {pieces.map((piece, index) => {
        const styleClass = cn(piece.style.isBold && 'font-bold');
        if (piece.match === undefined) {
          const colour = line.stream === 'stdout' && piece.style.color ? ANSI_COLOR_CLASSES[piece.style.color] : undefined;
          return colour || styleClass ? (
            <span key={index} className={cn(colour, styleClass)}>
              {piece.text}
            </span>
          ) : (
            piece.text
          );
        }
        const isCurrent = piece.match === currentMatch;
        return (
          <mark
            key={index}
            data-current={isCurrent || undefined}
            className={cn(styleClass, 'rounded-xs', isCurrent ? 'bg-warning text-warning-foreground outline-2 outline-ring' : 'bg-highlight text-highlight-foreground')}
          >
            {piece.text}
          </mark>
        );
      })}
    </span>
  );
}
