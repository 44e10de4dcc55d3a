import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText, type StoryText } from '@storybook-helpers/story-text';
import { formatBytes } from '../../../../rules/format';
import { UPLOAD_SKIPPED_NAMES, type UploadProblem } from '../../../../rules/upload';
import { UploadOrCloneScreen } from './upload-or-clone';
import { DEPLOY_KEY, FRAMEWORKS, REPO_PROBLEM, REPOSITORIES } from './upload-or-clone.fixtures';

const MiB = 1024 * 1024;

const meta = {
  title: 'Screens/Hosts/UploadOrClone',
  component: UploadOrCloneScreen,
  args: {
    status: { kind: 'idle' },
    onFilesChosen: fn(),
    onAbortUpload: fn(),
    url: '',
    onUrlChange: fn(),
    onCheckUrl: fn(),
    repoQuery: '',
    onRepoQueryChange: fn(),
    repositories: [],
    onChooseRepository: fn(),
    frameworks: FRAMEWORKS,
    framework: '',
    onFrameworkChange: fn(),
    onApply: fn(),
    onConfirmDeployKey: fn(),
  },
} satisfies Meta<typeof UploadOrCloneScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const AREA = 'upload-or-clone';
const alertOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="alert"]');

/** Info: nothing chosen yet; the skip list is named; Apply waits. */
export const Default: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, AREA);
    await expect(await canvas.findByText(t('status.idle'))).toBeVisible();
    await expect(alertOf(canvasElement)).toHaveAttribute('data-variant', 'info');
    await expect(canvas.getByText(t('skipNote', { names: UPLOAD_SKIPPED_NAMES.map(isolateLtr).join(', ') }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('apply') })).toBeDisabled();
  },
};

/** Dragging a zip over the zone is detected before the drop. */
export const DragOverZip: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyText(context, AREA);
    const zone = canvasElement.querySelector<HTMLElement>('[data-slot="file-drop-zone"]');
    await expect(zone).not.toBeNull();
    if (!zone) return;
    const transfer = new DataTransfer();
    transfer.items.add(new File(['PK'], 'site.zip', { type: 'application/zip' }));
    zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await expect(await context.canvas.findByText(t('ui:dropZip'))).toBeVisible();
    await expect(zone).toHaveAttribute('data-drag-kind', 'zip');
  },
};

export const Preparing: Story = {
  args: { status: { kind: 'preparing' } },
  play: async (context) => {
    const t = storyText(context, AREA);
    await expect(await context.canvas.findByText(t('status.preparing'))).toBeVisible();
    await expect(alertOf(context.canvasElement)).toHaveAttribute('data-variant', 'primary');
  },
};

/** Primary: the upload reports progress and can be aborted. */
export const Uploading: Story = {
  args: { status: { kind: 'uploading', loaded: 40 * MiB, total: 100 * MiB }, framework: 'html.yml' },
  play: async (context) => {
    const { args, canvas, userEvent, globals } = context;
    const t = storyText(context, AREA);
    const language = String(globals.language ?? 'en');
    await expect(await canvas.findByRole('progressbar', { name: t('progressLabel') })).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText(t('status.uploading', { percent: 40 }))).toBeVisible();
    await expect(canvas.getByText(`${formatBytes(40 * MiB, language)} / ${formatBytes(100 * MiB, language)}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('apply') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('abort') }));
    await expect(args.onAbortUpload).toHaveBeenCalledOnce();
  },
};

/** Success: the upload landed; the skipped entries are counted; Apply needs a framework. */
export const Uploaded: Story = {
  args: { status: { kind: 'uploaded', path: '/tmp/uploads/42-x/repo.zip', skipped: 3 } },
  play: async (context) => {
    const { args, canvas, canvasElement, userEvent } = context;
    const t = storyText(context, AREA);
    await expect(await canvas.findByText(`${t('status.uploaded')} ${t('status.skipped', { count: 3 })}`)).toBeVisible();
    await expect(alertOf(canvasElement)).toHaveAttribute('data-variant', 'success');
    await expect(canvas.getByRole('button', { name: t('apply') })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText(t('frameworkLabel')), 'php-laravel.yml');
    await expect(args.onFrameworkChange).toHaveBeenCalledWith('php-laravel.yml');
  },
};

export const UploadedReadyToApply: Story = {
  args: { status: { kind: 'uploaded', path: '/tmp/uploads/42-x/repo.zip', skipped: 1 }, framework: 'html.yml' },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await expect(await canvas.findByText(`${t('status.uploaded')} ${t('status.skipped', { count: 1 })}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('apply') }));
    await expect(args.onApply).toHaveBeenCalledOnce();
  },
};

export const Applying: Story = {
  args: { status: { kind: 'repo-ok' }, framework: 'html.yml', isApplying: true },
  play: async (context) => {
    const t = storyText(context, AREA);
    await expect(await context.canvas.findByRole('button', { name: (name) => name.includes(t('apply')) })).toHaveAttribute('aria-busy', 'true');
  },
};

export const TemplateMissing: Story = {
  args: { status: { kind: 'repo-ok' }, framework: 'html.yml', hasApplyFailed: true },
  play: async (context) => {
    const t = storyText(context, AREA);
    await expect(await context.canvas.findByText(t('common:errors.missingTemplate'))).toBeVisible();
  },
};

/** An upload refused or failed: the message in the error colour, and Apply stays disabled. */
const uploadError = (problem: UploadProblem, expected: (t: StoryText<typeof AREA>, language: string) => string): Story => ({
  args: { status: { kind: 'upload-error', problem }, framework: 'html.yml' },
  tags: ['!autodocs'],
  play: async (context) => {
    const { canvas, canvasElement, globals } = context;
    const t = storyText(context, AREA);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(expected(t, String(globals.language ?? 'en')));
    await expect(alertOf(canvasElement)).toHaveAttribute('data-variant', 'error');
    await expect(canvas.getByRole('button', { name: t('apply') })).toBeDisabled();
  },
});

export const UploadNoFile = uploadError({ kind: 'no-file' }, (t) => t('upload.noFile'));
export const UploadEmptyZip = uploadError({ kind: 'empty-zip' }, (t) => t('upload.noFileInZip'));
export const UploadTooLarge = uploadError({ kind: 'too-large', size: 120 * MiB, limit: 100 * MiB }, (t, language) =>
  t('upload.tooLarge', { size: formatBytes(120 * MiB, language), limit: formatBytes(100 * MiB, language) }),
);
export const UploadEscapingEntry = uploadError({ kind: 'escape', path: '../etc/passwd' }, (t) => t('status.escape', { path: '../etc/passwd' }));
export const UploadSymlinkEntry = uploadError({ kind: 'symlink', path: 'site/config.php' }, (t) => t('status.symlink', { path: 'site/config.php' }));
export const UploadNotZip = uploadError({ kind: 'not-zip' }, (t) => t('status.notZip'));
export const UploadFailedStatus = uploadError({ kind: 'failed-status', status: 413 }, (t) => t('common:upload.failedWithStatus', { status: 413 }));
export const UploadFailed = uploadError({ kind: 'failed' }, (t) => t('common:upload.failed'));
export const UploadAborted = uploadError({ kind: 'aborted' }, (t) => t('common:upload.aborted'));

export const UrlInvalid: Story = {
  args: { status: { kind: 'url-invalid' }, url: 'github.com/lestari-studio' },
  play: async (context) => {
    const t = storyText(context, AREA);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(t('status.urlInvalid'));
  },
};

/** The URL is checked on submit; the form waits meanwhile. */
export const Checking: Story = {
  args: { status: { kind: 'checking' }, url: 'https://github.com/lestari-studio/shop' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, AREA);
    await expect(await canvas.findByText(t('status.checking'))).toBeVisible();
    await expect(canvas.getByLabelText(t('urlLabel'))).toBeDisabled();
  },
};

export const ChecksUrl: Story = {
  args: { url: 'https://github.com/lestari-studio/shop' },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await userEvent.click(await canvas.findByRole('button', { name: t('check') }));
    await expect(args.onCheckUrl).toHaveBeenCalledOnce();
  },
};

/** checkRepo ok: success, and Apply is enabled with a framework. */
export const RepoCheckOk: Story = {
  args: { status: { kind: 'repo-ok' }, url: 'https://github.com/lestari-studio/shop', framework: 'node-app.yml' },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, AREA);
    await expect(await canvas.findByText(t('status.repoOk'))).toBeVisible();
    await expect(alertOf(canvasElement)).toHaveAttribute('data-variant', 'success');
    await expect(canvas.getByRole('button', { name: t('apply') })).toBeEnabled();
  },
};

/** checkRepo's message and hint (the server's words): a warning, and Apply stays disabled even with a framework. */
export const RepoCheckWarning: Story = {
  args: { status: { kind: 'repo-problem', ...REPO_PROBLEM }, url: 'https://github.com/lestari-studio/missing-app', framework: 'node-app.yml' },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, AREA);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(REPO_PROBLEM.message);
    await expect(alert).toHaveTextContent(REPO_PROBLEM.hint ?? '');
    await expect(alertOf(canvasElement)).toHaveAttribute('data-variant', 'warning');
    await expect(canvas.getByRole('button', { name: t('apply') })).toBeDisabled();
  },
};

export const ArchiveUrl: Story = {
  args: { status: { kind: 'archive-ok' }, url: 'https://github.com/lestari-studio/shop/archive/refs/heads/main.zip#shop-main', framework: 'html.yml' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, AREA);
    await expect(await canvas.findByText(t('status.archiveOk'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('apply') })).toBeEnabled();
  },
};

/** A private repository: the key is shown, the user confirms 'added public key', then the clone uses it. */
export const DeployKey: Story = {
  args: { status: { kind: 'deploy-key' }, url: 'https://github.com/lestari-studio/private-app', deployKey: DEPLOY_KEY, framework: 'html.yml' },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('status.deployKey'));
    await expect(canvas.getByRole('button', { name: t('apply') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('deployKey.open') }));
    const dialog = await screen.findByRole('dialog', { name: t('deployKey.title') });
    await expect(dialog).toHaveTextContent(DEPLOY_KEY.publicKey);
    const setup = screen.getByRole('link', { name: (name) => name.startsWith(t('deployKey.setup')) });
    await expect(setup).toHaveAttribute('href', DEPLOY_KEY.setupUrl);
    const confirm = screen.getByRole('button', { name: t('deployKey.confirm') });
    await expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: t('deployKey.added') }));
    await userEvent.click(confirm);
    await expect(args.onConfirmDeployKey).toHaveBeenCalledOnce();
  },
};

export const DeployKeyConfirmed: Story = {
  args: { status: { kind: 'deploy-key-confirmed' }, url: 'https://github.com/lestari-studio/private-app', deployKey: DEPLOY_KEY, framework: 'html.yml' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, AREA);
    await expect(await canvas.findByText(t('status.deployKeyConfirmed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('apply') })).toBeEnabled();
  },
};

/** The user's own repositories, found by the search, fill the URL. */
export const SearchesRepositories: Story = {
  args: { repoQuery: 'lestari', repositories: REPOSITORIES },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    const results = await canvas.findByRole('list', { name: t('searchResults') });
    await expect(results.querySelectorAll('li')).toHaveLength(REPOSITORIES.length);
    await userEvent.click(canvas.getByRole('button', { name: 'lestari-studio/shop' }));
    await expect(args.onChooseRepository).toHaveBeenCalledWith(REPOSITORIES.find((repository) => repository.full_name === 'lestari-studio/shop'));
  },
};

export const SearchFindsNothing: Story = {
  args: { repoQuery: 'nothing-like-this' },
  play: async (context) => {
    const t = storyText(context, AREA);
    await expect(await context.canvas.findByText(t('searchEmpty'))).toBeVisible();
  },
};
