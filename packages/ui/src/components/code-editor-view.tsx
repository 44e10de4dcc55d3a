import { useEffect, useEffectEvent, useRef, useState, type CSSProperties } from 'react';
import { basicSetup } from 'codemirror';
import { EditorView } from '@codemirror/view';
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import { loadEditorPhrases } from '../i18n/editor-phrases';
import { useUiLanguage } from '../i18n/ui-strings-provider';
import { cn } from '../lib/cn';
import type { CodeEditorProps } from './code-editor';
import { editorTheme, tokenHighlighting } from './code-editor-theme';
import { adoptEditorStyles } from './code-editor-styles';

/** Marks changes that came from the `value` prop, so they are not reported back through onChange. */
const fromProps = Annotation.define<boolean>();

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

export interface CodeEditorViewProps extends CodeEditorProps {
  /** The language's highlighting (yaml(), an nginx StreamLanguage …); read once, when the editor is made. */
  language: Extension;
}

/** The CodeMirror part of the code editors, loaded lazily with each editor's language. */
export function CodeEditorView({
  language: languageExtension,
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
}: CodeEditorViewProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const [access] = useState(() => new Compartment());
  const [phrases] = useState(() => new Compartment());
  const language = useUiLanguage();

  const reportChange = useEffectEvent((doc: string) => onChange?.(doc));
  const initialState = useEffectEvent(() =>
    EditorState.create({
      doc: value,
      extensions: [
        basicSetup,
        languageExtension,
        editorTheme,
        tokenHighlighting,
        access.of(accessExtensions(label, isReadOnly, isInvalid, descriptionId)),
        phrases.of([]),
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
    adoptEditorStyles(parent.ownerDocument);
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

  // CodeMirror's own words (search panel, folding, announcements) follow the page's language.
  useEffect(() => {
    let isCurrent = true;
    void loadEditorPhrases(language).then((words) => {
      if (isCurrent) viewRef.current?.dispatch({ effects: phrases.reconfigure(EditorState.phrases.of(words)) });
    });
    return () => {
      isCurrent = false;
    };
  }, [phrases, language]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: access.reconfigure(accessExtensions(label, isReadOnly, isInvalid, descriptionId)) });
  }, [access, label, isReadOnly, isInvalid, descriptionId]);

  return (
    <div
      data-slot="code-editor"
      // Code reads left to right in every language; CodeMirror takes its direction from here, even in an rtl page.
      dir="ltr"
      data-invalid={isInvalid || undefined}
      data-readonly={isReadOnly || undefined}
      className={cn(
        'overflow-hidden rounded-md border border-input bg-background focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
        isInvalid && 'border-destructive',
        className,
      )}
      style={{ '--code-editor-min-height': typeof minHeight === 'number' ? `${minHeight}px` : minHeight, ...style } as CSSProperties}
      {...props}
    >
      <div data-slot="code-editor-host" ref={hostRef} />
    </div>
  );
}
