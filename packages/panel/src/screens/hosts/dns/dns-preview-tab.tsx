import { Alert, AlertDescription, AlertTitle, Button, CodeBlock } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';

/** What the last save came to: the server's answer, or why it failed (the server's own words, when it gave some). */
export type DnsSaveOutcome = { ok: true; message: string } | { ok: false; detail?: string };

export interface DnsPreviewTabProps {
  lines: readonly string[];
  hasIssues: boolean;
  isSaving: boolean;
  isReadOnly: boolean;
  outcome: DnsSaveOutcome | undefined;
  onSave: () => void;
  onShowErrors: () => void;
}

/** "Preview changes": the generated configuration text, read-only, the save, and the answer of the last save. */
export function DnsPreviewTab({ lines, hasIssues, isSaving, isReadOnly, outcome, onSave, onShowErrors }: DnsPreviewTabProps) {
  const { t } = useT('dns');
  return (
    <div className="grid gap-4">
      {outcome?.ok === false && (
        <Alert variant="error">
          <AlertTitle>{t('failed.title')}</AlertTitle>
          <AlertDescription>
            <p>{t('failed.text')}</p>
            {outcome.detail && (
              <p dir="ltr" className="font-mono whitespace-pre-wrap break-words">
                {outcome.detail}
              </p>
            )}
          </AlertDescription>
        </Alert>
      )}
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('preview.empty')}</p>
      ) : (
        <CodeBlock dir="ltr" label={t('preview.label')} code={lines.join('\n')} maxHeight="24rem" />
      )}
      {hasIssues && (
        <Alert variant="warning" action={<Button variant="outline" size="sm" onClick={onShowErrors}>{t('preview.fix')}</Button>}>
          <AlertDescription>{t('preview.invalid')}</AlertDescription>
        </Alert>
      )}
      {!isReadOnly && (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={onSave} disabled={lines.length === 0 || hasIssues} isLoading={isSaving}>
            {t('preview.save')}
          </Button>
          <span className="text-sm text-muted-foreground">{t('preview.count', { count: lines.length })}</span>
        </div>
      )}
      {outcome?.ok && (
        <Alert variant="success">
          <AlertTitle>{t('saved.title')}</AlertTitle>
        </Alert>
      )}
      {outcome?.ok && <CodeBlock dir="ltr" label={t('saved.label')} code={outcome.message} maxHeight="24rem" />}
    </div>
  );
}
