/** What a global key press asks for. */
export type ShortcutAction = 'openPalette' | 'openHelp';

/** The parts of a KeyboardEvent the decision reads; a real KeyboardEvent fits. */
export interface ShortcutKeyEvent {
  key: string;
  /** The physical key, for layouts whose letters are not Latin. */
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
  /** Where the key was pressed: the focused element. */
  target: object | null;
}

const TEXT_ENTRY_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Whether keys pressed on this target are typing: inputs, textareas, selects and editable content. */
export function isTextEntryTarget(target: object | null): boolean {
  if (target === null) return false;
  if ('isContentEditable' in target && target.isContentEditable === true) return true;
  return 'tagName' in target && typeof target.tagName === 'string' && TEXT_ENTRY_TAGS.has(target.tagName.toUpperCase());
}

/** Ctrl/⌘ + K; on a non-Latin layout (key 'л') the physical K key counts. */
function isPaletteKey(event: ShortcutKeyEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return false;
  if (event.key.toLowerCase() === 'k') return true;
  return !/^[\x20-\x7e]$/.test(event.key) && event.code === 'KeyK';
}

/**
 * The shortcut a key press triggers, or null. Ctrl+K or ⌘+K opens the palette anywhere, even while typing; '?' opens
 * the help only outside text entry, where it would be a typed character. Key presses already handled by a control
 * (defaultPrevented) or composing text with an input method trigger nothing.
 */
export function shortcutForKey(event: ShortcutKeyEvent): ShortcutAction | null {
  if (event.defaultPrevented || event.isComposing) return null;
  if (isPaletteKey(event)) return 'openPalette';
  if (event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextEntryTarget(event.target)) return 'openHelp';
  return null;
}
