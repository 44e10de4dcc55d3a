import { Alert, AlertDescription, AlertTitle, CodeBlock } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import type { NginxQuirk } from '../../../rules/nginx-server-block';
import { quirkText } from './nginx-quirk-text';

export interface NginxPreviewTabProps {
  /** The server block the agent will write, or the raw text that will be sent. */
  text: string;
  isRaw: boolean;
  /** What the agent will refuse or warn about (none in raw mode: the text goes as it is). */
  quirks: readonly NginxQuirk[];
}

function QuirkList({ quirks, variant, title }: { quirks: readonly NginxQuirk[]; variant: 'error' | 'warning'; title: string }) {
  const { t } = useT('nginx');
  if (quirks.length === 0) return null;
  return (
    <Alert variant={variant}>
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <ul className="list-disc ps-5">
          {quirks.map((quirk, index) => (
            <li key={`${quirk.code}-${quirk.path ?? ''}-${index}`}>{quirkText(t, quirk)}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

/** Read-only: what saving will write, with the agent's refusals and warnings above it. */
export function NginxPreviewTab({ text, isRaw, quirks }: NginxPreviewTabProps) {
  const { t } = useT('nginx');
  return (
    <div className="grid min-w-0 gap-4">
      <QuirkList quirks={quirks.filter((quirk) => quirk.severity === 'refuse')} variant="error" title={t('preview.refusals')} />
      <QuirkList quirks={quirks.filter((quirk) => quirk.severity === 'warn')} variant="warning" title={t('preview.warnings')} />
      <CodeBlock dir="ltr" code={text} label={isRaw ? t('preview.rawLabel') : t('preview.label')} maxHeight="32rem" />
    </div>
  );
}
