import { useEffect, useEffectEvent, useRef, useState, type CSSProperties } from 'react';
import { basicSetup } from 'codemirror';
import { EditorView } from '@codemirror/view';
import { Annotation, Compartment, EditorState } from '@codemirror/state';
import { syntaxHighlighting } from '@codemirror/language';
import { yaml } from '@codemirror/lang-yaml';
import { cn } from '../lib/cn';
import type { YamlEditorProps } from './code-editor';

/** Marks changes that came from the `value` prop, so they are not reported back through onChange. */
const fromProps = Annotation.define<boolean>();

// Only the palette's own variables, so every palette and mode styles the editor.
const editorTheme = EditorView.theme({
  '&': { color: 'var(--foreground)', backgroundColor: 'var(--background)', fontSize: '0.875rem' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.6' },
  '.cm-content, .cm-gutter': { minHeight: 'var(--yaml-editor-min-height)' },
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
  '.cm-yaml-key': { color: 'var(--primary)' },
  '.cm-yaml-muted': { color: 'var(--muted-foreground)' },
  '.cm-yaml-comment': { color: 'var(--muted-foreground)', fontStyle: 'italic' },
  '.cm-yaml-tag': { fontStyle: 'italic' },
  '.cm-yaml-invalid': { color: 'var(--destructive)', textDecoration: 'underline wavy' },
});

// Highlight tags by name, mapped to the colours every palette guarantees as text on its background and muted
// surfaces. Naming the tags avoids a direct dependency on @lezer/highlight for its tag objects.
const TOKEN_CLASSES: Record<string, string> = {
  propertyName: 'cm-yaml-key',
  keyword: 'cm-yaml-key',
  comment: 'cm-yaml-comment',
  meta: 'cm-yaml-muted',
  separator: 'cm-yaml-muted',
  punctuation: 'cm-yaml-muted',
  bracket: 'cm-yaml-muted',
  typeName: 'cm-yaml-tag',
  labelName: 'cm-yaml-tag',
  invalid: 'cm-yaml-invalid',
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

function accessExtensions(label: string, isReadOnly: boolean, isInvalid: boolean, descriptionId: string | undefined) {
  const attributes: Record<string, string> = { 'aria-label': label };
  if (isReadOnly) attributes['aria-readonly'] = 'true';
  if (isInvalid) attributes['aria-invalid'] = 'true';
  if (descriptionId) attributes['aria-describedby'] = descriptionId;
  // Read-only keeps the text focusable and selectable, unlike a non-editable view.
  return [EditorState.readOnly.of(isReadOnly), EditorView.contentAttributes.of(attributes)];
}

/** The smallest single change that turns `before` into `after`, so the cursor outside it stays put. */
function diff(before: string, after: string) {
  let from = 0;
  while (from < before.length && from < after.length && before[from] === after[from]) from++;
  let toBefore = before.length;
  let toAfter = after.length;
  while (toBefore > from && toAfter > from && before[toBefore - 1] === after[toAfter - 1]) {
    toBefore--;
    toAfter--;
  }
  return { from, to: toBefore, insert: after.slice(from, toAfter) };
}

/** The CodeMirror part of YamlEditor, loaded lazily. */
export function YamlEditorImpl({
  value,
  onChange,
  isReadOnly = false,
  label,
  isInvalid = false,
  descriptionId,
  minHeight,
  className,
  style,
  ...props
}: YamlEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const [access] = useState(() => new Compartment());

  const reportChange = useEffectEvent((doc: string) => onChange?.(doc));
  const initialState = useEffectEvent(() =>
    EditorState.create({
      doc: value,
      extensions: [
        basicSetup,
        yaml(),
        editorTheme,
        syntaxHighlighting(tokenHighlighter),
        access.of(accessExtensions(label, isReadOnly, isInvalid, descriptionId)),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged || update.transactions.some((transaction) => transaction.annotation(fromProps))) return;
          reportChange(update.state.doc.toString());
        }),
      ],
    }),
  );

  useEffect(() => {
    const parent = hostRef.current;
    if (!parent) return;
    const view = new EditorView({ parent, state: initialState() });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, []);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const current = view.state.doc.toString();
    if (current === value) return;
    view.dispatch({ changes: diff(current, value), annotations: fromProps.of(true) });
  }, [value]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: access.reconfigure(accessExtensions(label, isReadOnly, isInvalid, descriptionId)) });
  }, [access, label, isReadOnly, isInvalid, descriptionId]);

  return (
    <div
      data-slot="yaml-editor"
      data-invalid={isInvalid || undefined}
      data-readonly={isReadOnly || undefined}
      className={cn(
        'overflow-hidden rounded-md border border-input bg-background focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
        isInvalid && 'border-destructive',
        className,
      )}
      style={{ '--yaml-editor-min-height': typeof minHeight === 'number' ? `${minHeight}px` : minHeight, ...style } as CSSProperties}
      {...props}
    >
      <div data-slot="yaml-editor-host" ref={hostRef} />
    </div>
  );
}
