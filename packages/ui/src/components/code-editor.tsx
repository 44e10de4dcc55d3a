import { lazy, Suspense, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../i18n/ui-strings-provider';

export interface YamlEditorProps extends Omit<ComponentProps<'div'>, 'onChange' | 'children' | 'defaultValue'> {
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

// CodeMirror is large, so it is its own chunk and loads only when an editor is shown.
const YamlEditorImpl = lazy(() => import('./code-editor-impl').then((module) => ({ default: module.YamlEditorImpl })));

/** A YAML text editor with syntax highlighting, line numbers and undo. */
export function YamlEditor({ minHeight = '12rem', ...props }: YamlEditorProps) {
  const t = useUiStrings();
  const fallback = (
    <div
      data-slot="yaml-editor-loading"
      role="status"
      className={cn('animate-pulse rounded-md border border-input bg-muted motion-reduce:animate-none', props.className)}
      style={{ minHeight }}
    >
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <YamlEditorImpl minHeight={minHeight} {...props} />
    </Suspense>
  );
}
