import type { ComponentType } from 'react';
import { Alert, AlertDescription, AlertTitle, CodeBlock, Spinner } from '@hostdeck/ui';
import type { ConnectionFix } from '../../../rules/connection-fixes';
import { useT } from '../../../i18n/i18n-provider';
import type { PanelLinkProps } from '../../common/link/panel-link';

/** A fix sent through the deploy call: running until its deployment has finished; its runner output once known. */
export interface FixRun {
  fix: ConnectionFix;
  isRunning: boolean;
  /** The deployment's log (server text), once the history lists it. */
  output?: string;
  /** The Deploy page, where the runner log streams. */
  deployHref: string;
}

export interface FixProgressProps {
  run: FixRun;
  linkComponent: ComponentType<PanelLinkProps>;
}

/** What became of the fix: running (the page checks again when it ends) or finished, with the runner's output. */
export function FixProgress({ run, linkComponent: Link }: FixProgressProps) {
  const { t } = useT('connection');
  return (
    <Alert variant={run.isRunning ? 'info' : 'success'} role="status" className="min-w-0">
      <div className="grid min-w-0 gap-2">
        <AlertTitle className="flex items-center gap-2">
          {run.isRunning && <Spinner decorative className="size-4" />}
          {t(run.isRunning ? 'fix.running' : 'fix.finished')}: {t(`fixes.${run.fix}.label`)}
        </AlertTitle>
        <AlertDescription className="grid min-w-0 gap-2">
          <p>{t(run.isRunning ? 'fix.runningText' : 'fix.finishedText')}</p>
          {run.output !== undefined && run.output.trim() !== '' && <CodeBlock dir="ltr" code={run.output} isAnsi label={t('fix.output')} maxHeight="16rem" wrap />}
          <Link to={run.deployHref} className="w-fit underline underline-offset-4">
            {t('fix.openDeploy')}
          </Link>
        </AlertDescription>
      </div>
    </Alert>
  );
}
