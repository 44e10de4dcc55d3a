import { useId } from 'react';
import { YamlEditor } from '@hostdeck/ui';
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
}

/** The custom template editor (YAML, CodeMirror loaded on first use) with its live validation messages. */
export function TemplateEditor({ value, onChange, isAdministrator, validation, label, minHeight = '14rem' }: TemplateEditorProps) {
  const { t } = useT('runner');
  const hintId = useId();
  const messagesId = useId();
  const name = label ?? t('templateEditor.label');
  return (
    <div data-slot="template-editor" className="grid gap-3">
      <p id={hintId} className="text-sm text-muted-foreground">
        {isAdministrator ? t('templateEditor.hintAdministrator') : t('templateEditor.hint')}
      </p>
      <YamlEditor
        value={value}
        onChange={onChange}
        label={name}
        isInvalid={validation !== undefined && !validation.isValid}
        descriptionId={`${hintId} ${messagesId}`}
        minHeight={minHeight}
      />
      <TemplateMessages id={messagesId} validation={validation} />
    </div>
  );
}
