import { useState } from 'react';
import { Alert, Button, FileDropZone, isolateLtr, type UploadKind } from '@hostdeck/ui';
import type { DeployKey, Repository } from '../../../../api/schemas/deploy';
import type { RecipeFramework } from '../../../../api/schemas/recipes';
import { useT } from '../../../../i18n/i18n-provider';
import { UPLOAD_SKIPPED_NAMES, canApplyUpload, uploadMessageState, type UploadStatus } from '../../../../rules/upload';
import { FrameworkSelect } from '../shared/framework-select';
import { CloneSection } from './clone-section';
import { DeployKeyDialog } from './deploy-key-dialog';
import { UploadMessage } from './upload-message';

export interface UploadOrCloneScreenProps {
  /** Where the form stands; its message state (info, primary, success, warning, error) colours the message. */
  status: UploadStatus;
  /** A zip file or a folder's files were chosen or dropped. */
  onFilesChosen: (files: File[], kind: UploadKind) => void;
  /** Aborts the running upload. */
  onAbortUpload: () => void;
  /** The pasted Git repository or zip URL. */
  url: string;
  onUrlChange: (url: string) => void;
  onCheckUrl: () => void;
  /** The repository search text, its results and whether it is running. */
  repoQuery: string;
  onRepoQueryChange: (query: string) => void;
  repositories: readonly Repository[];
  isSearchingRepositories?: boolean;
  onChooseRepository: (repository: Repository) => void;
  /** The recipe index's frameworks, offered grouped. */
  frameworks: readonly RecipeFramework[];
  /** The chosen framework's recipe file, '' for none. */
  framework: string;
  onFrameworkChange: (file: string) => void;
  /** Applies the template; enabled only when the message state is success and a framework is chosen. */
  onApply: () => void;
  /** The framework's recipe is being fetched for Apply. */
  isApplying?: boolean;
  /** The framework's recipe could not be fetched: the missingTemplate alert shows. */
  hasApplyFailed?: boolean;
  /** The deploy key checkRepo offered (status deploy-key, then deploy-key-confirmed). */
  deployKey?: DeployKey;
  /** The user added the public key: clone with the key. */
  onConfirmDeployKey: () => void;
}

/** The 'upload or clone' form: upload a folder or zip, or give a repository or zip URL, then choose a framework. */
export function UploadOrCloneScreen(props: UploadOrCloneScreenProps) {
  const { status, onFilesChosen, onAbortUpload, framework, frameworks, onFrameworkChange, onApply, isApplying = false, hasApplyFailed = false, deployKey, onConfirmDeployKey } = props;
  const { t } = useT('upload-or-clone');
  const common = useT('common');
  const [isKeyDialogOpen, setIsKeyDialogOpen] = useState(false);
  const isBusy = status.kind === 'preparing' || status.kind === 'uploading' || status.kind === 'checking';
  const canApply = canApplyUpload(uploadMessageState(status), framework);
  return (
    <section aria-labelledby="upload-or-clone-title" className="grid gap-6">
      <h2 id="upload-or-clone-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <UploadMessage status={status} onAbort={onAbortUpload} onShowDeployKey={() => setIsKeyDialogOpen(true)} />
      <section aria-labelledby="upload-files-heading" className="grid gap-3">
        <h3 id="upload-files-heading" className="font-semibold">
          {t('uploadHeading')}
        </h3>
        <FileDropZone isDisabled={isBusy} onDropFiles={onFilesChosen} onSelectFiles={onFilesChosen} />
        <p className="text-sm text-muted-foreground">{t('skipNote', { names: UPLOAD_SKIPPED_NAMES.map(isolateLtr).join(', ') })}</p>
      </section>
      <CloneSection
        url={props.url}
        onUrlChange={props.onUrlChange}
        onCheckUrl={props.onCheckUrl}
        repoQuery={props.repoQuery}
        onRepoQueryChange={props.onRepoQueryChange}
        repositories={props.repositories}
        isSearching={props.isSearchingRepositories ?? false}
        onChooseRepository={props.onChooseRepository}
        isDisabled={isBusy}
      />
      <section aria-labelledby="upload-framework-heading" className="grid gap-3">
        <h3 id="upload-framework-heading" className="font-semibold">
          {t('frameworkHeading')}
        </h3>
        <FrameworkSelect frameworks={frameworks} value={framework} onChange={onFrameworkChange} label={t('frameworkLabel')} placeholder={t('frameworkPlaceholder')} />
      </section>
      {hasApplyFailed ? <Alert variant="error">{common.t('errors.missingTemplate')}</Alert> : null}
      <div className="flex justify-end">
        <Button disabled={!canApply} isLoading={isApplying} onClick={onApply}>
          {t('apply')}
        </Button>
      </div>
      {deployKey ? <DeployKeyDialog deployKey={deployKey} isOpen={isKeyDialogOpen} onOpenChange={setIsKeyDialogOpen} onConfirm={onConfirmDeployKey} /> : null}
    </section>
  );
}
