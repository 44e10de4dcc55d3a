import { Alert, AlertDescription, AlertTitle } from '@hostdeck/ui';
import { CircleCheck } from 'lucide-react';
import { useT } from '../../../i18n/i18n-provider';
import type { LegacyTemplateKey, TemplateValidation } from '../../../rules/template';

/** What each legacy key became (backend-formats 3.1, 3.2, 1.2). */
const REPLACEMENTS: Record<LegacyTemplateKey, string> = {
  'source.shallow': 'source.depth: shallow',
  'passenger.node': 'passenger.nodejs',
  directory: 'source.directory',
};

export interface TemplateMessagesProps {
  /** The live validation; undefined while the YAML parser loads. */
  validation: TemplateValidation | undefined;
  id?: string;
}

/** The template editor's live messages: invalid (with the parser's message), removed lifecycle features, warnings. */
export function TemplateMessages({ validation, id }: TemplateMessagesProps) {
  const { t } = useT('template-editor');
  if (!validation) {
    return (
      <p id={id} role="status" className="text-sm text-muted-foreground">
        {t('checking')}
      </p>
    );
  }
  if (!validation.isValid) {
    return (
      <div id={id}>
        <Alert variant="error">
          <AlertTitle>{t('invalid.title')}</AlertTitle>
          <AlertDescription>
            {validation.problem === 'empty' && t('invalid.empty')}
            {validation.problem === 'not-object' && t('invalid.notObject')}
            {validation.problem === 'self-reference' && t('invalid.selfReference')}
            {validation.problem === 'too-large' && t('invalid.tooLarge')}
            {validation.problem === 'syntax' && (
              <>
                {t('invalid.syntax')}
                <pre dir="ltr" className="mt-2 overflow-x-auto text-start font-mono text-xs whitespace-pre-wrap">{validation.message}</pre>
              </>
            )}
          </AlertDescription>
        </Alert>
      </div>
    );
  }
  const { strippedFeatures, warnings } = validation;
  return (
    <div id={id} className="grid gap-3">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <CircleCheck aria-hidden className="size-4 shrink-0" />
        {t('valid')}
      </p>
      {strippedFeatures.length > 0 && (
        <Alert variant="warning">
          <AlertTitle>{t('stripped.title')}</AlertTitle>
          <AlertDescription>{t('stripped.text', { features: strippedFeatures.join(', ') })}</AlertDescription>
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert variant="info">
          <AlertTitle>{t('warnings.title')}</AlertTitle>
          <AlertDescription>
            <ul className="list-disc ps-5">
              {warnings.map((warning) => (
                <li key={warning.path}>
                  {warning.kind === 'unknown-key'
                    ? t('warnings.unknownKey', { path: warning.path })
                    : t('warnings.legacyKey', { path: warning.path, replacement: REPLACEMENTS[warning.key] })}
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}

