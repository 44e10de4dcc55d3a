import { useId, type KeyboardEvent } from 'react';
import { IconButton, Input } from '@hostdeck/ui';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useT } from '../../../i18n/i18n-provider';

export interface LogSearchBarProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** The current match's index and how many there are. */
  current: number;
  total: number;
  onStep: (step: 1 | -1) => void;
}

/** Search within the log: the text, how many matches and which one is shown, next and previous (Enter, Shift+Enter). */
export function LogSearchBar({ query, onQueryChange, current, total, onStep }: LogSearchBarProps) {
  const { t } = useT('log');
  const hintId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onStep(event.shiftKey ? -1 : 1);
  };
  return (
    <div role="search" className="flex min-w-0 flex-[1_1_16rem] items-center gap-1">
      <Input
        type="search"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-label={t('search.label')}
        aria-describedby={hintId}
        placeholder={t('search.label')}
        dir="ltr"
        spellCheck={false}
        className="min-w-0 flex-1 sm:max-w-72"
      />
      <span id={hintId} className="sr-only">
        {t('search.hint')}
      </span>
      {/* Announced as it changes, so a screen reader hears the count while typing and stepping. */}
      <span role="status" data-slot="log-search-count" className="min-w-16 text-sm whitespace-nowrap text-muted-foreground tabular-nums">
        {query === '' ? '' : total === 0 ? t('search.none') : t('search.count', { current: current + 1, total })}
      </span>
      <IconButton size="sm" label={t('search.previous')} icon={<ChevronUp aria-hidden />} disabled={total === 0} onClick={() => onStep(-1)} />
      <IconButton size="sm" label={t('search.next')} icon={<ChevronDown aria-hidden />} disabled={total === 0} onClick={() => onStep(1)} />
    </div>
  );
}
