import { useDeferredValue, useMemo, useState } from 'react';
import { Button, CopyButton, WindowedLines } from '@hostdeck/ui';
import { Download, RefreshCw } from 'lucide-react';
import { useT } from '../../../i18n/i18n-provider';
import { downloadText } from '../../common/download/download-text';
import { logPlainText, type LogLine } from './log-lines';
import { LogLineView } from './log-line';
import { LogSearchBar } from './log-search-bar';
import { findLogMatches, stepMatch, type LogMatch } from './log-search';

export interface LogViewProps {
  lines: readonly LogLine[];
  /** The log's accessible name ('NGINX Access Log of lestari.studio'). */
  label: string;
  /** The name the download is saved under. */
  fileName: string;
  onRefresh: () => void;
  isRefreshing: boolean;
}

// A line of text-sm with leading-5: what a line is taken to be until it has been drawn and measured.
const LINE_HEIGHT_PX = 20;


/**
 * The log's lines, windowed so a long log stays light, with search (matches marked and counted, next and previous),
 * copy, download and refresh. Logs read left to right in every language.
 */
export function LogView({ lines, label, fileName, onRefresh, isRefreshing }: LogViewProps) {
  const { t } = useT('log');
  const [search, setSearch] = useState('');
  const [current, setCurrent] = useState(0);
  // Typing stays quick in a long log: the matches follow the text a moment later.
  const deferredSearch = useDeferredValue(search);
  const texts = useMemo(() => lines.map((line) => line.text), [lines]);
  const matches = useMemo(() => findLogMatches(texts, deferredSearch), [texts, deferredSearch]);
  const matchesByLine = useMemo(() => {
    const byLine = new Map<number, (LogMatch & { index: number })[]>();
    matches.forEach((match, index) => byLine.set(match.line, [...(byLine.get(match.line) ?? []), { ...match, index }]));
    return byLine;
  }, [matches]);
  const plain = useMemo(() => logPlainText(lines), [lines]);
  const currentMatch = matches.length === 0 ? undefined : Math.min(current, matches.length - 1);
  const hasStderr = lines.some((line) => line.stream === 'stderr');

  return (
    <div data-slot="log-view" className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <LogSearchBar
          query={search}
          onQueryChange={(text) => {
            setSearch(text);
            setCurrent(0);
          }}
          current={currentMatch ?? 0}
          total={matches.length}
          onStep={(step) => setCurrent(stepMatch(currentMatch ?? 0, matches.length, step))}
        />
        <div className="ms-auto flex items-center gap-1">
          <CopyButton value={plain} label={t('output.copy')} size="sm" />
          <Button variant="ghost" size="sm" onClick={() => downloadText(plain, fileName)}>
            <Download aria-hidden />
            {t('output.download')}
          </Button>
          <Button variant="secondary" size="sm" onClick={onRefresh} isLoading={isRefreshing}>
            <RefreshCw aria-hidden />
            {t('output.refresh')}
          </Button>
        </div>
      </div>
      {hasStderr && <p className="text-sm text-muted-foreground">{t('output.stderrLegend')}</p>}
      <WindowedLines
        lines={lines}
        lineHeight={LINE_HEIGHT_PX}
        aria-label={label}
        dir="ltr"
        scrollToIndex={currentMatch === undefined ? undefined : matches[currentMatch]?.line}
        className="h-[min(32rem,70vh)] rounded-md bg-code p-4 font-mono text-sm leading-5 whitespace-pre-wrap break-words text-code-foreground"
        renderLine={(line, index) => <LogLineView line={line} matches={matchesByLine.get(index) ?? []} currentMatch={currentMatch} />}
      />
    </div>
  );
}
