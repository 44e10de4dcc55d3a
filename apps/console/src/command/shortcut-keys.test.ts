import { describe, expect, it } from 'vitest';
import { isTextEntryTarget, shortcutForKey, type ShortcutAction, type ShortcutKeyEvent } from './shortcut-keys';

const BODY = { tagName: 'BODY', isContentEditable: false };
const BUTTON = { tagName: 'BUTTON', isContentEditable: false };
const INPUT = { tagName: 'INPUT', isContentEditable: false };
const TEXTAREA = { tagName: 'TEXTAREA', isContentEditable: false };
const SELECT = { tagName: 'SELECT', isContentEditable: false };
const EDITABLE = { tagName: 'DIV', isContentEditable: true };

function key(key: string, options: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent {
  return { key, code: undefined, ctrlKey: false, metaKey: false, altKey: false, target: BODY, ...options };
}

describe('shortcutForKey', () => {
  it.each<[string, ShortcutKeyEvent, ShortcutAction | null]>([
    // Ctrl/⌘ + K opens the palette, wherever focus is.
    ['Ctrl+K on the page', key('k', { ctrlKey: true, code: 'KeyK' }), 'openPalette'],
    ['⌘+K on the page', key('k', { metaKey: true, code: 'KeyK' }), 'openPalette'],
    ['Ctrl+K with caps lock', key('K', { ctrlKey: true }), 'openPalette'],
    ['Ctrl+K in an input', key('k', { ctrlKey: true, target: INPUT }), 'openPalette'],
    ['⌘+K in a textarea', key('k', { metaKey: true, target: TEXTAREA }), 'openPalette'],
    ['Ctrl+K in editable content', key('k', { ctrlKey: true, target: EDITABLE }), 'openPalette'],
    ['Ctrl+K on a Russian layout', key('л', { ctrlKey: true, code: 'KeyK' }), 'openPalette'],
    ['Ctrl+K where Dvorak puts K', key('k', { ctrlKey: true, code: 'KeyV' }), 'openPalette'],
    ['Ctrl+T on the QWERTY K key (Dvorak)', key('t', { ctrlKey: true, code: 'KeyK' }), null],
    ['K alone', key('k'), null],
    ['Alt+K', key('k', { altKey: true }), null],
    ['Ctrl+Alt+K (AltGr)', key('k', { ctrlKey: true, altKey: true }), null],
    ['Ctrl+J', key('j', { ctrlKey: true }), null],
    // ? opens the help outside text entry only.
    ['? on the page', key('?', { code: 'Slash' }), 'openHelp'],
    ['? on a button', key('?', { target: BUTTON }), 'openHelp'],
    ['? without a target', key('?', { target: null }), 'openHelp'],
    ['? in an input', key('?', { target: INPUT }), null],
    ['? in a textarea', key('?', { target: TEXTAREA }), null],
    ['? in a select', key('?', { target: SELECT }), null],
    ['? in editable content', key('?', { target: EDITABLE }), null],
    ['Ctrl+?', key('?', { ctrlKey: true }), null],
    ['⌘+?', key('?', { metaKey: true }), null],
    ['/ without shift', key('/', { code: 'Slash' }), null],
    // Keys someone else handled, or typed through an input method, do nothing.
    ['Ctrl+K already handled', key('k', { ctrlKey: true, defaultPrevented: true }), null],
    ['? already handled', key('?', { defaultPrevented: true }), null],
    ['Ctrl+K while composing', key('k', { ctrlKey: true, isComposing: true }), null],
    ['Escape', key('Escape'), null],
  ])('%s: %s', (_label, event, action) => {
    expect(shortcutForKey(event)).toBe(action);
  });
});

describe('isTextEntryTarget', () => {
  it.each<[string, object | null, boolean]>([
    ['input', INPUT, true],
    ['lower-case tag name (XHTML)', { tagName: 'input' }, true],
    ['textarea', TEXTAREA, true],
    ['select', SELECT, true],
    ['contenteditable', EDITABLE, true],
    ['body', BODY, false],
    ['button', BUTTON, false],
    ['window (no tag)', {}, false],
    ['null', null, false],
  ])('%s: %s', (_label, target, expected) => {
    expect(isTextEntryTarget(target)).toBe(expected);
  });
});
