import { Suspense, useState } from 'react';
import { useGlobalShortcuts } from '../command';
import { deferred } from '../layout/deferred-popup';

// Both dialogs load their code on first use (the palette with its page list): most visits never open them.
const consolePalette = deferred(() => import('./console-palette').then((module) => module.ConsolePalette));
const shortcutSheet = deferred(() => import('../command/shortcut-sheet').then((module) => module.ShortcutSheet));
const ConsolePalette = consolePalette.Component;
const ShortcutSheet = shortcutSheet.Component;

/** Ctrl/Cmd+K jumps to any page and any host by name; '?' lists the shortcuts. */
export function ConsoleCommands() {
  const [isPaletteOpen, setIsPaletteOpen] = useState(false);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const isPaletteRequested = consolePalette.useIsRequested();
  const isHelpRequested = shortcutSheet.useIsRequested();
  useGlobalShortcuts({
    onOpenPalette: () => {
      consolePalette.preload();
      setIsPaletteOpen(true);
    },
    onOpenHelp: () => {
      shortcutSheet.preload();
      setIsHelpOpen(true);
    },
  });
  return (
    <Suspense fallback={null}>
      {isPaletteRequested && <ConsolePalette open={isPaletteOpen} onOpenChange={setIsPaletteOpen} />}
      {isHelpRequested && <ShortcutSheet open={isHelpOpen} onOpenChange={setIsHelpOpen} />}
    </Suspense>
  );
}
