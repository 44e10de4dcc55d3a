import { useId } from 'react';
import { CodeBlock } from '@hostdeck/ui';
import type { ScreendAction, ScreendManageResult } from '../../../api/schemas/host-tools';
import { useT } from '../../../i18n/i18n-provider';

export interface ScreendAnswer {
  action: ScreendAction;
  result: ScreendManageResult;
}

/** What the last Start, Stop or Restart All printed (the bridge answers `{code, stdout, stderr}`), as inert text. */
export function ScreendAnswerView({ answer }: { answer: ScreendAnswer }) {
  const { t } = useT('screend');
  const headingId = useId();
  const { message, code, stdout = '', stderr = '' } = answer.result;
  const output = [stdout.trimEnd(), stderr.trimEnd()].filter((part) => part !== '').join('\n');
  const hasCode = code !== undefined && code !== 0;
  if (output === '' && !message && !hasCode) return null;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-2">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('answer.title', { action: t(`actions.${answer.action}`) })}
      </h2>
      {hasCode && <p className="text-sm text-destructive">{t('answer.code', { code })}</p>}
      {message && <p className="text-sm break-words">{message}</p>}
      {output !== '' && <CodeBlock dir="ltr" code={output} wrap maxHeight="16rem" label={t('answer.output')} />}
    </section>
  );
}
