import { useState } from 'react';
import type { NginxConfig, NginxPage } from '../../../api/schemas/nginx';

/**
 * The nginx page's edits: the structured config, and the raw text once the user has typed in the raw tab (then the
 * save sends the text). A newer read of the site replaces the draft only while nothing is edited, or right after a
 * save (the read is the saved state), so a background refetch never throws edits away.
 */
export interface NginxDraft {
  /** The read the draft started from. */
  source: NginxPage;
  config: NginxConfig;
  /** The raw text as edited; null while the raw tab is untouched. */
  raw: string | null;
  /** Set by a successful save: the next read is taken as it comes. */
  adoptNext: boolean;
}

const fresh = (page: NginxPage): NginxDraft => ({ source: page, config: page.config, raw: null, adoptNext: false });

export function isDraftEdited(draft: NginxDraft): boolean {
  return draft.raw !== null || JSON.stringify(draft.config) !== JSON.stringify(draft.source.config);
}

export function useNginxDraft(page: NginxPage) {
  const [draft, setDraft] = useState(() => fresh(page));
  let current = draft;
  if (draft.source !== page && (draft.adoptNext || !isDraftEdited(draft))) {
    current = fresh(page);
    setDraft(current);
  }
  return {
    draft: current,
    setConfig: (config: NginxConfig) => setDraft((before) => ({ ...before, config })),
    setRaw: (raw: string) => setDraft((before) => ({ ...before, raw })),
    discardRaw: () => setDraft((before) => ({ ...before, raw: null })),
    markSaved: () => setDraft((before) => ({ ...before, adoptNext: true })),
  };
}
