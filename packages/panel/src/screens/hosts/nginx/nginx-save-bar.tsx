import { Alert, AlertDescription, AlertTitle, Button, CodeBlock } from '@hostdeck/ui';
import { useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n-provider';

/** What a save came to: the agent's answer ('Nothing changed', 'Done updated …'), or the error in the user's words. */
export type NginxSaveOutcome = { answer: string } | { error: string };

export interface NginxSaveBarProps {
  /** The save sends the raw text (said beside the button). */
  isRaw: boolean;
  /** Why saving is not possible now: field issues, or a configuration the agent would refuse. */
  blockedBy: 'fields' | 'quirks' | undefined;
  onSave: () => Promise<NginxSaveOutcome>;
}

/** The save button with the reason it is disabled, and the last save's answer or error (the edits stay either way). */
export function NginxSaveBar({ isRaw, blockedBy, onSave }: NginxSaveBarProps) {
  const { t } = useT('nginx');
  const [outcome, setOutcome] = useState<NginxSaveOutcome>();
  const [isSaving, setIsSaving] = useState(false);
  // A synchronous guard: a double click sends one save.
  const inFlight = useRef(false);
  const reasonId = useId();

  const save = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsSaving(true);
    setOutcome(undefined);
    try {
      setOutcome(await onSave());
    } finally {
      inFlight.current = false;
      setIsSaving(false);
    }
  };

  return (
    <div className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void save()} disabled={blockedBy !== undefined || isSaving} aria-describedby={reasonId}>
          {isSaving ? t('save.saving') : t('save.action')}
        </Button>
        <p id={reasonId} className="min-w-0 text-sm text-muted-foreground">
          {blockedBy === 'fields' ? t('save.blockedFields') : blockedBy === 'quirks' ? t('save.blockedQuirks') : isRaw ? t('raw.active') : null}
        </p>
      </div>
      {outcome && 'error' in outcome && (
        <Alert variant="error" role="alert">
          <AlertTitle>{t('save.failed')}</AlertTitle>
          <AlertDescription className="break-words">{outcome.error}</AlertDescription>
        </Alert>
      )}
      {outcome && 'answer' in outcome && <CodeBlock dir="ltr" code={outcome.answer} label={t('save.answer')} maxHeight="16rem" role="status" />}
    </div>
  );
}
