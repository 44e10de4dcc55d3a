// The command palette, the shortcut list and the global shortcuts that open them: props in, events out.
export { CommandPalette, type CommandPaletteProps } from './command-palette';
export { EMPTY_QUERY_HOST_LIMIT, HOST_RESULT_LIMIT, foldText, searchCommands, type CommandHost, type CommandPage, type CommandResults } from './command-search';
export { ShortcutSheet, type ShortcutSheetProps } from './shortcut-sheet';
export { shortcutForKey, type ShortcutAction, type ShortcutKeyEvent } from './shortcut-keys';
export { useGlobalShortcuts, type GlobalShortcutHandlers } from './use-shortcuts';
