import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UploadKind } from '@hostdeck/ui';
import { isApiError } from '../../../../api/errors';
import type { Repository } from '../../../../api/schemas/deploy';
import { UPLOAD_ABORTED_MESSAGE } from '../../../../api/upload';
import { useUploadRepo } from '../../../../data/deploy/mutations';
import { recipeTemplateQuery, useRepoCheck, useRepositorySearch } from '../../../../data/deploy/wizard-queries';
import { usePanel } from '../../../../data/panel-provider';
import { classifyRepoUrl, setTemplateSource, sshCloneUrl, withArchiveFragment, type DeploySource } from '../../../../rules/repo-url';
import { uploadSourceUrl, type UploadProblem, type UploadStatus } from '../../../../rules/upload';
import { prepareFolderUpload, prepareZipUpload, type PreparedUpload } from './prepare-upload';
import type { UploadOrCloneScreenProps } from './upload-or-clone';

/** The repository search waits for a pause in typing. */
export const REPOSITORY_SEARCH_DEBOUNCE_MS = 300;

export interface UploadOrCloneOptions {
  /** initdata's config.maxfilesizeupload, in bytes. */
  maxUploadSize: number;
  /** The recipe index's relative_url, the base of the framework files. */
  relativeUrl: string;
  /** Called with the deploy template: the framework's recipe with its source set to the upload or the URL. */
  onApply: (template: string) => void;
  /** Text of a repository check that failed outright (no message and hint to show). */
  checkFailedText: string;
}

function uploadProblemOf(error: unknown): UploadProblem {
  if (!isApiError(error)) return { kind: 'failed' };
  if (error.message === UPLOAD_ABORTED_MESSAGE) return { kind: 'aborted' };
  if (error.kind === 'http' && error.status !== undefined) return { kind: 'failed-status', status: error.status };
  return { kind: 'failed' };
}

/** The zip to upload; a failure to prepare one (jszip could not be fetched, out of memory) is a failed upload. */
async function prepareUpload(files: File[], kind: UploadKind, limit: number): Promise<PreparedUpload | null> {
  const [first] = files;
  try {
    if (kind !== 'zip') return await prepareFolderUpload(files, limit);
    return first ? await prepareZipUpload(first, limit) : null;
  } catch {
    return { kind: 'problem', problem: { kind: 'failed' } };
  }
}

function repositoryUrl(repository: Repository): string {
  return repository.html_url ?? repository.clone_url ?? `https://github.com/${repository.full_name}`;
}

/** The state of the 'upload or clone' form, as the screen's props (all but the recipe index's frameworks). */
export function useUploadOrClone({ maxUploadSize, relativeUrl, onApply, checkFailedText }: UploadOrCloneOptions): Omit<UploadOrCloneScreenProps, 'frameworks'> & { hasApplyFailed: boolean } {
  const { api } = usePanel();
  const queryClient = useQueryClient();
  const upload = useUploadRepo();
  const [local, setLocal] = useState<UploadStatus>({ kind: 'idle' });
  const [localSource, setLocalSource] = useState<DeploySource | null>(null);
  const [url, setUrl] = useState('');
  const [checkUrl, setCheckUrl] = useState<string | null>(null);
  const [isKeyConfirmed, setIsKeyConfirmed] = useState(false);
  const [repoQuery, setRepoQuery] = useState('');
  const [searchQuery, setSearchQuery] = useState('');
  const [framework, setFramework] = useState('');
  const [isApplying, setIsApplying] = useState(false);
  const [hasApplyFailed, setHasApplyFailed] = useState(false);
  const controller = useRef<AbortController | null>(null);
  // Each chosen file or URL starts a new attempt; answers of an older attempt are dropped.
  const attempt = useRef(0);

  useEffect(() => {
    const timer = setTimeout(() => setSearchQuery(repoQuery.trim()), REPOSITORY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [repoQuery]);
  useEffect(() => () => controller.current?.abort(), []);

  const search = useRepositorySearch({ query: searchQuery }, { enabled: searchQuery !== '' });
  const check = useRepoCheck({ url: checkUrl ?? '' }, { enabled: checkUrl !== null });

  let status: UploadStatus = local;
  let source = localSource;
  const deployKey = check.data?.kind === 'deploy-key' ? check.data.deployKey : undefined;
  if (checkUrl !== null) {
    source = null;
    if (check.isPending) status = { kind: 'checking' };
    else if (check.isError) status = { kind: 'repo-problem', message: checkFailedText };
    else if (check.data.kind === 'problem') status = { kind: 'repo-problem', message: check.data.message, hint: check.data.hint };
    else if (check.data.kind === 'ok') {
      status = { kind: 'repo-ok' };
      source = { url: checkUrl };
    } else if (isKeyConfirmed) {
      status = { kind: 'deploy-key-confirmed' };
      source = { url: sshCloneUrl(checkUrl), deployKey: { publicKey: check.data.deployKey.publicKey, privateKey: check.data.deployKey.privateKey } };
    } else status = { kind: 'deploy-key' };
  }

  const startAttempt = () => {
    attempt.current += 1;
    controller.current?.abort();
    controller.current = null;
    setCheckUrl(null);
    setIsKeyConfirmed(false);
    setLocalSource(null);
    return attempt.current;
  };

  const handleFiles = async (files: File[], kind: UploadKind) => {
    const id = startAttempt();
    setLocal({ kind: 'preparing' });
    const prepared = await prepareUpload(files, kind, maxUploadSize);
    if (id !== attempt.current) return;
    if (!prepared) return setLocal({ kind: 'upload-error', problem: { kind: 'no-file' } });
    if (prepared.kind === 'problem') return setLocal({ kind: 'upload-error', problem: prepared.problem });
    const abort = new AbortController();
    controller.current = abort;
    setLocal({ kind: 'uploading', loaded: 0, total: prepared.zip.size });
    upload.mutate(
      { zip: prepared.zip, signal: abort.signal, onProgress: ({ loaded, total }) => id === attempt.current && setLocal({ kind: 'uploading', loaded, total }) },
      {
        onSuccess: ({ path }) => {
          if (id !== attempt.current) return;
          setLocal({ kind: 'uploaded', path, skipped: prepared.skipped });
          setLocalSource({ url: uploadSourceUrl(path, prepared.rootFolder) });
        },
        onError: (error) => id === attempt.current && setLocal({ kind: 'upload-error', problem: uploadProblemOf(error) }),
      },
    );
  };

  const checkAddress = (address: string) => {
    startAttempt();
    const kind = classifyRepoUrl(address);
    if (kind === 'invalid') return setLocal({ kind: 'url-invalid' });
    if (kind === 'git') return setCheckUrl(address.trim());
    const archive = withArchiveFragment(address);
    setUrl(archive);
    setLocal({ kind: 'archive-ok' });
    setLocalSource({ url: archive });
  };

  const handleUrlChange = (next: string) => {
    setUrl(next);
    if (checkUrl !== null || local.kind === 'archive-ok' || local.kind === 'url-invalid') {
      startAttempt();
      setLocal({ kind: 'idle' });
    }
  };

  const handleApply = async () => {
    if (!source || !framework) return;
    setIsApplying(true);
    setHasApplyFailed(false);
    try {
      const recipe = await queryClient.fetchQuery(recipeTemplateQuery(api, { file: framework, relativeUrl }));
      onApply(setTemplateSource(recipe.text, source));
    } catch {
      setHasApplyFailed(true);
    } finally {
      setIsApplying(false);
    }
  };

  return {
    status,
    onFilesChosen: (files, kind) => void handleFiles(files, kind),
    onAbortUpload: () => controller.current?.abort(),
    url,
    onUrlChange: handleUrlChange,
    onCheckUrl: () => checkAddress(url),
    repoQuery,
    onRepoQueryChange: setRepoQuery,
    repositories: search.data ?? [],
    isSearchingRepositories: searchQuery !== '' && search.isFetching,
    onChooseRepository: (repository) => {
      const address = repositoryUrl(repository);
      setUrl(address);
      checkAddress(address);
    },
    framework,
    onFrameworkChange: setFramework,
    onApply: () => void handleApply(),
    isApplying,
    hasApplyFailed,
    deployKey,
    onConfirmDeployKey: () => setIsKeyConfirmed(true),
  };
}
