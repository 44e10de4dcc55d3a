import { useEffect, useEffectEvent } from 'react';
import { shortcutForKey } from './shortcut-keys';

export interface GlobalShortcutHandlers {
  /** Ctrl+K or ⌘+K, anywhere. */
  onOpenPalette: () => void;
  /** '?', outside inputs, textareas, selects and editable content. */
  onOpenHelp: () => void;
}

/** Listens on the window for the console's keyboard shortcuts while the calling component is mounted. */
export function useGlobalShortcuts({ onOpenPalette, onOpenHelp }: GlobalShortcutHandlers): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const action = shortcutForKey(event);
    if (action === 'openPalette') {
      // Keeps the browser's own Ctrl+K (search bar) from taking over.
      event.preventDefault();
      onOpenPalette();
    } else if (action === 'openHelp') {
      onOpenHelp();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
