import { useT } from '../../../i18n/i18n-provider';
import { formatBytes } from '../../../rules/format';
import type { UsageChange } from '../../../rules/host-list';

export interface HostListRecountNoteProps {
  /** What the last recount on this page changed; null before any. */
  changes: readonly UsageChange[] | null;
}

/** What Update Usage changed: storage and network before -> after, or that nothing changed. A live region, always there. */
export function HostListRecountNote({ changes }: HostListRecountNoteProps) {
  const { t, i18n } = useT('host-list');
  const language = i18n.language;
  let text = '';
  if (changes?.length === 0) text = t('usage.unchanged');
  else if (changes) {
    const parts = changes.map(({ figure, before, after }) => t(`usage.${figure}`, { before: formatBytes(before, language), after: formatBytes(after, language) }));
    text = t('usage.changed', { changes: new Intl.ListFormat(language, { type: 'conjunction' }).format(parts) });
  }
  return (
    // Out of the flow while empty rather than hidden, so the live region is there before its first words.
    <p role="status" className="basis-full text-end text-sm text-muted-foreground empty:absolute">
      {text}
    </p>
  );
}
