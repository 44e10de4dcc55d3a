import type { TFunction } from 'i18next';
import { Alert, Button } from '@hostdeck/ui';
import { useT } from '../../../../i18n/i18n-provider';
import { formatBytes } from '../../../../rules/format';
import { uploadMessageState, uploadPercent, type UploadProblem, type UploadStatus } from '../../../../rules/upload';

export interface UploadMessageProps {
  status: UploadStatus;
  /** Aborts the running upload. */
  onAbort: () => void;
  /** Opens the deploy key dialog (status deploy-key). */
  onShowDeployKey: () => void;
}

/** The catalogue's upload messages (host-area 8: failures of the upload call in common.upload, the form's own refusals in upload-or-clone.upload) and the wizard's own for a refused zip entry. */
function problemText(problem: UploadProblem, t: TFunction<'upload-or-clone'>, common: TFunction<'common'>, locale: string): string {
  switch (problem.kind) {
    case 'no-file':
      return t('upload.noFile');
    case 'empty-zip':
      return t('upload.noFileInZip');
    case 'too-large':
      return t('upload.tooLarge', { size: formatBytes(problem.size, locale), limit: formatBytes(problem.limit, locale) });
    case 'escape':
      return t('status.escape', { path: problem.path });
    case 'symlink':
      return t('status.symlink', { path: problem.path });
    case 'not-zip':
      return t('status.notZip');
    case 'failed-status':
      return common('upload.failedWithStatus', { status: problem.status });
    case 'failed':
      return common('upload.failed');
    case 'aborted':
      return common('upload.aborted');
  }
}

function statusText(status: UploadStatus, t: TFunction<'upload-or-clone'>, common: TFunction<'common'>, locale: string): string {
  switch (status.kind) {
    case 'idle':
      return t('status.idle');
    case 'preparing':
      return t('status.preparing');
    case 'uploading':
      return t('status.uploading', { percent: uploadPercent(status.loaded, status.total) });
    case 'uploaded':
      return status.skipped > 0 ? `${t('status.uploaded')} ${t('status.skipped', { count: status.skipped })}` : t('status.uploaded');
    case 'upload-error':
      return problemText(status.problem, t, common, locale);
    case 'url-invalid':
      return t('status.urlInvalid');
    case 'checking':
      return t('status.checking');
    case 'repo-ok':
      return t('status.repoOk');
    case 'archive-ok':
      return t('status.archiveOk');
    case 'repo-problem':
      return status.message;
    case 'deploy-key':
      return t('status.deployKey');
    case 'deploy-key-confirmed':
      return t('status.deployKeyConfirmed');
  }
}

/** The form's message in its state's colour (info, primary, success, warning, error), with progress while uploading. */
export function UploadMessage({ status, onAbort, onShowDeployKey }: UploadMessageProps) {
  const { t, i18n } = useT('upload-or-clone');
  const common = useT('common');
  const state = uploadMessageState(status);
  const percent = status.kind === 'uploading' ? uploadPercent(status.loaded, status.total) : 0;
  return (
    <Alert variant={state} data-state={state}>
      <p>{statusText(status, t, common.t, i18n.language)}</p>
      {status.kind === 'repo-problem' && status.hint ? <p className="text-muted-foreground">{status.hint}</p> : null}
      {status.kind === 'uploading' ? (
        <div className="grid gap-2">
          <div role="progressbar" aria-label={t('progressLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 w-full overflow-hidden rounded-full bg-muted">
            <div className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-muted-foreground">
            {formatBytes(status.loaded, i18n.language)} / {formatBytes(status.total, i18n.language)}
          </p>
          <Button variant="outline" size="sm" className="justify-self-start" onClick={onAbort}>
            {t('abort')}
          </Button>
        </div>
      ) : null}
      {status.kind === 'deploy-key' ? (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onShowDeployKey}>
          {t('deployKey.open')}
        </Button>
      ) : null}
    </Alert>
  );
}
