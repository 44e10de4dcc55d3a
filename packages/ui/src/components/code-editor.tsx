import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../i18n/ui-strings-provider';

export interface CodeEditorProps extends Omit<ComponentProps<'div'>, 'onChange' | 'children' | 'defaultValue'> {
  /** The document; the editor follows it whenever it changes from outside. */
  value: string;
  /** Called with the whole document after every edit. */
  onChange?: (value: string) => void;
  /** Lets the user read, select and copy, but not change the text. */
  isReadOnly?: boolean;
  /** Accessible name of the editable text, for example "Site configuration". */
  label: string;
  /** Marks the document as failing validation. */
  isInvalid?: boolean;
  /** Id of the element that describes the text, for example the validation error below the editor. */
  descriptionId?: string;
  /** Smallest height of the editing area, as a CSS length or pixels. */
  minHeight?: number | string;
}

// CodeMirror is large, so each editor is its own chunk (with its language) and loads only when it is shown.
const YamlEditorImpl = lazy(() => import('./yaml-editor-impl').then((module) => ({ default: module.YamlEditorImpl })));
const NginxEditorImpl = lazy(() => import('./nginx-editor-impl').then((module) => ({ default: module.NginxEditorImpl })));

function LazyEditor({ Impl, minHeight = '12rem', ...props }: CodeEditorProps & { Impl: ComponentType<CodeEditorProps> }) {
  const t = useUiStrings();
  const fallback = (
    <div
      data-slot="code-editor-loading"
      role="status"
      className={cn('animate-pulse rounded-md border border-input bg-muted motion-reduce:animate-none', props.className)}
      style={{ minHeight }}
    >
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <Impl minHeight={minHeight} {...props} />
    </Suspense>
  );
}

/** A YAML text editor with syntax highlighting, line numbers and undo. */
export function YamlEditor(props: CodeEditorProps) {
  return <LazyEditor Impl={YamlEditorImpl} {...props} />;
}

/** An nginx configuration editor with syntax highlighting, line numbers and undo. */
export function NginxEditor(props: CodeEditorProps) {
  return <LazyEditor Impl={NginxEditorImpl} {...props} />;
}
