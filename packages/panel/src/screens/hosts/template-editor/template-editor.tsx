import { Suspense, useId } from 'react';
import { Skeleton, YamlEditor } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import type { TemplateValidation } from '../../../rules/template';
import { TemplateMessages } from './template-messages';

export interface TemplateEditorProps {
  /** The deploy script as YAML text. */
  value: string;
  /** Called with the whole text after every edit. */
  onChange: (value: string) => void;
  /** The administrator keeps lifecycle features (create, delete ...); for everyone else they are removed. */
  isAdministrator: boolean;
  /**
   * The validation of `value` to show: pass `useTemplateValidation(value, isAdministrator)`, so the owner gates its
   * submit on the same result. Undefined while the YAML parser loads.
   */
  validation: TemplateValidation | undefined;
  /** The editor's accessible name; defaults to "Deploy script (YAML)". */
  label?: string;
  /** Smallest height of the editing area. */
  minHeight?: number | string;
  /** A form's message about the script (required, or the server's refusal): shown under the editor, read out with it. */
  error?: string;
}

/**
 * The custom template editor (YAML, CodeMirror loaded on first use) with its live validation messages. It sits inside
 * dialogs and wizard steps of other screens, so it waits for its own words behind its own skeleton rather than
 * blanking the page around it.
 */
export function TemplateEditor({ minHeight = '14rem', ...props }: TemplateEditorProps) {
  return (
    <Suspense fallback={<TemplateEditorSkeleton minHeight={minHeight} />}>
      <TranslatedTemplateEditor minHeight={minHeight} {...props} />
    </Suspense>
  );
}

/** Shaped like the editor: the hint, the editing area, the status line. */
function TemplateEditorSkeleton({ minHeight }: { minHeight: number | string }) {
  return (
    <div data-slot="template-editor-loading" aria-busy="true" className="grid gap-3">
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="border border-input" style={{ minHeight }} />
      <Skeleton className="h-4 w-2/5" />
    </div>
  );
}

function TranslatedTemplateEditor({ value, onChange, isAdministrator, validation, label, minHeight, error }: TemplateEditorProps) {
  const { t } = useT('template-editor');
  const hintId = useId();
  const messagesId = useId();
  const errorId = useId();
  const name = label ?? t('label');
  const hasError = error !== undefined && error !== '';
  return (
    <div data-slot="template-editor" className="grid gap-3">
      <p id={hintId} className="text-sm text-muted-foreground">
        {isAdministrator ? t('hintAdministrator') : t('hint')}
      </p>
      {/* The script is code: left to right in every language, also inside a right-to-left page. */}
      <YamlEditor
        dir="ltr"
        value={value}
        onChange={onChange}
        label={name}
        isInvalid={hasError || (validation !== undefined && !validation.isValid)}
        descriptionId={hasError ? `${hintId} ${errorId} ${messagesId}` : `${hintId} ${messagesId}`}
        minHeight={minHeight}
      />
      {hasError && (
        <p id={errorId} data-slot="field-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <TemplateMessages id={messagesId} validation={validation} />
    </div>
  );
}
