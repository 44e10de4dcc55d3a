import { EditorView } from '@codemirror/view';
import { syntaxHighlighting } from '@codemirror/language';

// Only the palette's own variables, so every palette and mode styles the editor. Only code-editor-view.tsx may
// import this file, so CodeMirror stays in the lazily loaded chunk.
/** The editor's colours, fonts and focus look. */
export const editorTheme = EditorView.theme({
  '&': { color: 'var(--foreground)', backgroundColor: 'var(--background)', fontSize: '0.875rem' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.6' },
  '.cm-content, .cm-gutter': { minHeight: 'var(--code-editor-min-height)' },
  '.cm-content': { caretColor: 'var(--foreground)' },
  '.cm-cursor, .cm-dropCursor': { borderColor: 'var(--foreground)' },
  '.cm-selectionBackground, &.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground': { backgroundColor: 'var(--highlight)' },
  '.cm-gutters': { backgroundColor: 'var(--muted)', color: 'var(--muted-foreground)', borderColor: 'var(--border)' },
  '.cm-activeLine': { backgroundColor: 'var(--muted)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--accent)', color: 'var(--accent-foreground)' },
  // Outlines instead of fills, so token colours keep their contrast.
  '.cm-matchingBracket, .cm-nonmatchingBracket, .cm-selectionMatch, .cm-searchMatch': { backgroundColor: 'transparent', outline: '1px solid var(--ring)' },
  '.cm-tooltip, .cm-panels': { backgroundColor: 'var(--popover)', color: 'var(--popover-foreground)', borderColor: 'var(--border)' },
  '.cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: 'var(--primary)', color: 'var(--primary-foreground)' },
  '.cm-foldPlaceholder': { backgroundColor: 'var(--muted)', color: 'var(--muted-foreground)', borderColor: 'var(--border)' },
  '.cm-button': { backgroundImage: 'none', backgroundColor: 'var(--secondary)', color: 'var(--secondary-foreground)', borderColor: 'var(--input)' },
  '.cm-textfield': { backgroundColor: 'var(--background)', color: 'var(--foreground)', borderColor: 'var(--input)' },
  '.cm-code-key': { color: 'var(--primary)' },
  '.cm-code-muted': { color: 'var(--muted-foreground)' },
  '.cm-code-comment': { color: 'var(--muted-foreground)', fontStyle: 'italic' },
  '.cm-code-tag': { fontStyle: 'italic' },
  '.cm-code-invalid': { color: 'var(--destructive)', textDecoration: 'underline wavy' },
});

// Highlight tags by name, mapped to the colours every palette guarantees as text on its background and muted
// surfaces. Naming the tags avoids a direct dependency on @lezer/highlight for its tag objects.
const TOKEN_CLASSES: Record<string, string> = {
  propertyName: 'cm-code-key',
  keyword: 'cm-code-key',
  comment: 'cm-code-comment',
  meta: 'cm-code-muted',
  separator: 'cm-code-muted',
  punctuation: 'cm-code-muted',
  bracket: 'cm-code-muted',
  typeName: 'cm-code-tag',
  labelName: 'cm-code-tag',
  invalid: 'cm-code-invalid',
};

const tokenHighlighter: Parameters<typeof syntaxHighlighting>[0] = {
  style(tags) {
    for (const tag of tags) {
      // A tag's set lists it and its parents, most specific first (lineComment, then comment).
      for (const candidate of tag.set) {
        const className = TOKEN_CLASSES[candidate.toString()];
        if (className) return className;
      }
    }
    return null;
  },
};

/** Colours the tokens of every language through the classes of editorTheme. */
export const tokenHighlighting = syntaxHighlighting(tokenHighlighter);
