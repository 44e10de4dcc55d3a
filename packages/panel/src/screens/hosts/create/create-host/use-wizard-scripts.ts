import { useState } from 'react';
import { readTabItem, sessionTabStorage, writeTabItem } from '../tab-storage';

/**
 * The wizard's scripts that cannot go in the address: the custom script as typed and the script an upload or clone
 * applied. They live in the tab's session storage (tab-storage.ts), so Back, Forward and a reload keep them.
 */
export interface WizardScripts {
  /**
   * The custom script, and the `?from=` of the visit it was started in: a visit with another `?from=` starts afresh.
   * `base` is the fetched template it started from (a `?from=` link or a recipe), so the order form can say where it
   * came from and whether it was changed.
   */
  custom?: { text: string; from: string | null; base?: ScriptBase };
  upload?: string;
}

/** A fetched template a custom script started from: its address and its text as fetched. */
export interface ScriptBase {
  url: string;
  text: string;
}

/** Per team: a script written for one team is not offered in another's wizard. */
export function wizardScriptsKey(teamId: number): string {
  return `hostdeck:wizard-scripts:${teamId}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** What the tab holds, keeping only well-formed parts (the stored text may be old or edited by hand). */
export function parseWizardScripts(text: string | null): WizardScripts {
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  const scripts: WizardScripts = {};
  const { custom, upload } = parsed;
  if (isRecord(custom) && typeof custom.text === 'string' && (typeof custom.from === 'string' || custom.from === null)) {
    const { base } = custom;
    scripts.custom = { text: custom.text, from: custom.from };
    if (isRecord(base) && typeof base.url === 'string' && typeof base.text === 'string') scripts.custom.base = { url: base.url, text: base.text };
  }
  if (typeof upload === 'string') scripts.upload = upload;
  return scripts;
}

export interface WizardScriptsState {
  scripts: WizardScripts;
  /** The custom script as typed, with the `?from=` of the visit it belongs to and the template it started from. */
  saveCustom: (text: string, from: string | null | undefined, base?: ScriptBase) => void;
  saveUpload: (text: string) => void;
  /**
   * Forgets both for the next visit, once the host is ordered. The wizard on screen keeps them: it is leaving for the
   * Runner, and an order step without its script would send the address back to the upload.
   */
  forget: () => void;
}

/** The team's wizard scripts of this tab, kept in React state and mirrored to session storage on every change. */
export function useWizardScripts(teamId: number): WizardScriptsState {
  const key = wizardScriptsKey(teamId);
  const [storage] = useState(sessionTabStorage);
  const read = () => parseWizardScripts(readTabItem(storage, key));
  const [state, setState] = useState(() => ({ key, scripts: read() }));
  // Another team's wizard reads its own scripts (adjusting state while rendering, as React advises over an effect).
  if (state.key !== key) setState({ key, scripts: read() });
  const scripts = state.key === key ? state.scripts : {};
  const update = (next: WizardScripts) => {
    writeTabItem(storage, key, JSON.stringify(next));
    setState({ key, scripts: next });
  };
  return {
    scripts,
    saveCustom: (text, from, base) => update({ ...scripts, custom: base ? { text, from: from ?? null, base } : { text, from: from ?? null } }),
    saveUpload: (text) => update({ ...scripts, upload: text }),
    forget: () => writeTabItem(storage, key, null),
  };
}
