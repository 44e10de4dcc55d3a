import { useState, type ComponentType } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button, CodeBlock, ConfirmDialog, isolateLtr, PageHeader, Skeleton } from '@hostdeck/ui';
import type { ConnectionResult } from '../../../api/schemas/host-tools';
import type { ConnectionDiagnosis } from '../../../rules/connection-diagnosis';
import type { ConnectionFixScript } from '../../../rules/connection-fixes';
import { useT } from '../../../i18n/i18n-provider';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';
import { ScreenState, type ScreenStatus } from '../../common/screen-state';
import { connectionEvidence } from './connection-evidence';
import { DiagnosisCard, type DiagnosisCardKind } from './diagnosis-card';
import { FixProgress, type FixRun } from './fix-progress';

export interface ConnectionScreenProps {
  /** The page's h1 (the frame's title). */
  title: string;
  domain: string;
  status: ScreenStatus;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The check's answer and what it means; both set once loaded. */
  result?: ConnectionResult;
  diagnosis?: ConnectionDiagnosis;
  /** Runs the check again. */
  onRecheck: () => void;
  isChecking?: boolean;
  /** Runs a fix's script through the deploy call; rejects when the call fails (the dialog stays open). Absent: read-only. */
  onFix?: (fix: ConnectionFixScript) => Promise<void>;
  /** The fix last started from this page. */
  fixRun?: FixRun;
  linkComponent?: ComponentType<PanelLinkProps>;
}

const CARDS: readonly DiagnosisCardKind[] = ['dns', 'ping', 'web'];

function CardsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-3" aria-hidden>
      {CARDS.map((kind) => (
        <Skeleton key={kind} className="h-48" />
      ))}
    </div>
  );
}

/** Connection diagnostics (host-area 4): the DNS, ping and web checks, each with its message and its one-click fix. */
export function ConnectionScreen(props: ConnectionScreenProps) {
  const { title, domain, status, onRetry, isRetrying, result, diagnosis, onRecheck, isChecking = false, onFix, fixRun, linkComponent = AnchorLink } = props;
  const { t } = useT('connection');
  // The fix stays set while the dialog closes, so its words do not vanish during the closing animation.
  const [asked, setAsked] = useState<ConnectionFixScript | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const ask = (fix: ConnectionFixScript) => {
    setAsked(fix);
    setIsAsking(true);
  };
  const evidence = result ? connectionEvidence(result, domain) : undefined;
  const isFixRunning = fixRun?.isRunning ?? false;

  return (
    <section className="grid min-w-0 gap-6">
      <PageHeader
        title={title}
        description={t('description', { domain: isolateLtr(domain) })}
        actions={
          <Button variant="outline" onClick={onRecheck} isLoading={isChecking} disabled={status === 'loading'}>
            <RefreshCw aria-hidden />
            {t('recheck')}
          </Button>
        }
      />
      {fixRun && <FixProgress run={fixRun} linkComponent={linkComponent} />}
      <ScreenState status={status} onRetry={onRetry} isRetrying={isRetrying} skeleton={<CardsSkeleton />}>
        {diagnosis && evidence && (
          <div className="grid min-w-0 items-start gap-4 lg:grid-cols-3">
            {CARDS.map((kind) => (
              <DiagnosisCard key={kind} kind={kind} diagnosis={diagnosis[kind]} evidence={evidence[kind]} onFix={onFix && ask} isFixDisabled={isFixRunning} />
            ))}
          </div>
        )}
      </ScreenState>
      {onFix && (
        <ConfirmDialog
          open={isAsking}
          onOpenChange={setIsAsking}
          title={asked ? t(`fixes.${asked.fix}.label`) : ''}
          description={asked ? t(`fixes.${asked.fix}.confirm`, { domain: isolateLtr(domain) }) : undefined}
          confirmLabel={t('fix.run')}
          onConfirm={async () => {
            if (asked) await onFix(asked);
          }}
        >
          <p className="text-sm">{t('fix.script')}</p>
          <CodeBlock dir="ltr" code={asked?.template ?? ''} label={t('fix.scriptLabel')} />
        </ConfirmDialog>
      )}
    </section>
  );
}
