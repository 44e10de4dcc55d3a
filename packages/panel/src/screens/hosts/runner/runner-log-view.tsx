import { useMemo, useState } from 'react';
import { AnsiText, Button, CopyButton, cn, parseAnsiLines } from '@hostdeck/ui';
import { ArrowDownToLine, Download } from 'lucide-react';
import { useT } from '../../../i18n/i18n-provider';
import { downloadText } from '../../common/download/download-text';
import { deploymentOutcome, parseRunnerLog, runnerLogFileName, runnerLogText, type RunnerLogLine } from '../../../rules/runner-log';
import { useTailFollow } from './use-tail-follow';

export interface RunnerLogViewProps {
  /** The deployment's result: the runner log as the server sent it (shown as text, never as HTML). */
  result: string;
  /** Used for the downloaded file's name. */
  domain: string;
  deploymentId: number;
  /** While running the view follows the tail, unless the user has scrolled up. */
  isRunning: boolean;
}

function lineClass(line: RunnerLogLine): string {
  if (line.kind === 'error' || line.kind === 'aborted') return 'border-s-4 border-destructive ps-2 font-semibold text-ansi-red';
  if (line.isProblem) return 'border-s-4 border-destructive ps-2 text-ansi-red';
  if (line.kind === 'step' || line.kind === 'finished') return 'font-semibold';
  if (line.kind === 'status' || line.kind === 'banner') return 'italic';
  return '';
}


/** What the log's live region says: the step the runner is at, then how it ended; never every line. */
function useLogAnnouncement(lines: RunnerLogLine[], result: string, isRunning: boolean): string {
  const { t } = useT('runner');
  // A log first seen finished says nothing: only an ending the reader was waiting for is announced.
  const [hasSeenRunning, setHasSeenRunning] = useState(isRunning);
  if (isRunning && !hasSeenRunning) setHasSeenRunning(true);
  if (isRunning) {
    const step = lines.findLast((line) => line.kind === 'step')?.text.trim().replace(/^\$>\s*/, '');
    return step ? t('log.latestStep', { step }) : '';
  }
  return hasSeenRunning ? t('log.ended', { outcome: t(`outcome.${deploymentOutcome(result)}`) }) : '';
}

/**
 * A runner log: step lines, exit statuses, errors highlighted and terminal colours, with copy and download. While it
 * runs it follows the tail as the polls arrive, until the reader scrolls up ('Follow the log' resumes). Logs read left
 * to right in every language.
 */
export function RunnerLogView({ result, domain, deploymentId, isRunning }: RunnerLogViewProps) {
  const { t } = useT('runner');
  const lines = useMemo(() => parseRunnerLog(result), [result]);
  // The same lines with their colours: both split the result at its newlines, so they pair up by index.
  const colouredLines = useMemo(() => parseAnsiLines(result), [result]);
  const plain = useMemo(() => runnerLogText(result), [result]);
  const { ref: logRef, onScroll, isFollowing, follow } = useTailFollow<HTMLPreElement>(result, isRunning);
  const announcement = useLogAnnouncement(lines, result, isRunning);

  return (
    <div data-slot="runner-log" className="grid gap-2">
      <div className="flex items-center justify-end gap-1">
        {isRunning && !isFollowing && (
          <Button variant="secondary" size="sm" className="me-auto" onClick={follow}>
            <ArrowDownToLine aria-hidden />
            {t('log.follow')}
          </Button>
        )}
        <CopyButton value={plain} label={t('log.copy')} size="sm" />
        <Button variant="ghost" size="sm" onClick={() => downloadText(plain, runnerLogFileName(domain, deploymentId))}>
          <Download aria-hidden />
          {t('log.download')}
        </Button>
      </div>
      <pre
        ref={logRef}
        onScroll={onScroll}
        role="region"
        dir="ltr"
        aria-label={t('log.label', { id: deploymentId })}
        // Focusable so keyboard users can scroll long output.
        tabIndex={0}
        className="max-h-[28rem] overflow-auto rounded-md bg-code p-4 text-start font-mono text-sm leading-relaxed whitespace-pre-wrap break-words text-code-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {lines.length === 0 ? (
          // The page's language, in its own direction.
          <span dir="auto" className="block italic">
            {t('log.empty')}
          </span>
        ) : (
          lines.map((line, index) => (
            <div key={index} data-kind={line.kind} data-problem={line.isProblem || undefined} className={cn('min-h-[1lh]', lineClass(line))}>
              {line.isProblem && <span className="sr-only">{t('log.problem')} </span>}
              {/* A problem line takes the error colour as a whole. */}
              <AnsiText segments={colouredLines[index] ?? []} isMonochrome={line.isProblem} />
            </div>
          ))
        )}
      </pre>
      {/* Polite and separate from the log, so a screen reader hears the progress, not every line. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
