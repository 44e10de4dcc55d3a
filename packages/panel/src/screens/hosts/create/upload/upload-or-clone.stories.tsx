import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { UploadProblem } from '../../../../rules/upload';
import { STORY_RECIPE_INDEX } from '../gate/story-recipes';
import { UploadOrCloneScreen } from './upload-or-clone';

const MiB = 1024 * 1024;

const meta = {
  title: 'Screens/Hosts/Create/Upload or clone',
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
    frameworks: STORY_RECIPE_INDEX.frameworks,
    framework: '',
    onFrameworkChange: fn(),
    onApply: fn(),
    onConfirmDeployKey: fn(),
  },
} satisfies Meta<typeof UploadOrCloneScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const applyButton = (canvasElement: HTMLElement) => within(canvasElement).findByRole('button', { name: 'Apply template' });

/** Info: nothing chosen yet; the skip list is named; Apply waits. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Upload a folder or a zip file, or paste a repository URL, then choose a framework.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="alert"]')).toHaveAttribute('data-variant', 'info');
    await expect(canvas.getByText(/never uploaded: __pycache__, \.bundle.*Thumbs\.db, desktop\.ini/)).toBeVisible();
    await expect(await applyButton(canvasElement)).toBeDisabled();
  },
};

/** Dragging a zip over the zone is detected before the drop. */
export const DragOverZip: Story = {
  play: async ({ canvasElement }) => {
    const zone = canvasElement.querySelector<HTMLElement>('[data-slot="file-drop-zone"]');
    await expect(zone).not.toBeNull();
    if (!zone) return;
    const transfer = new DataTransfer();
    transfer.items.add(new File(['PK'], 'site.zip', { type: 'application/zip' }));
    zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await expect(await within(zone).findByText('Release to upload this zip file')).toBeVisible();
    await expect(zone).toHaveAttribute('data-drag-kind', 'zip');
  },
};

export const Preparing: Story = {
  args: { status: { kind: 'preparing' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Preparing your files…')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="alert"]')).toHaveAttribute('data-variant', 'primary');
  },
};

/** Primary: the upload reports progress and can be aborted. */
export const Uploading: Story = {
  args: { status: { kind: 'uploading', loaded: 40 * MiB, total: 100 * MiB }, framework: 'html.yml' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('Uploading… 40%')).toBeVisible();
    await expect(canvas.getByText('40 MiB / 100 MiB')).toBeVisible();
    await expect(await applyButton(canvasElement)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Abort upload' }));
    await expect(args.onAbortUpload).toHaveBeenCalledOnce();
  },
};

/** Success: the upload landed; the skipped entries are counted; Apply needs a framework. */
export const Uploaded: Story = {
  args: { status: { kind: 'uploaded', path: '/tmp/uploads/7-x/repo.zip', skipped: 3 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Upload complete. 3 files or folders were skipped.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="alert"]')).toHaveAttribute('data-variant', 'success');
    await expect(await applyButton(canvasElement)).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Framework or language'), 'php-laravel.yml');
    await expect(args.onFrameworkChange).toHaveBeenCalledWith('php-laravel.yml');
  },
};

export const UploadedReadyToApply: Story = {
  args: { status: { kind: 'uploaded', path: '/tmp/uploads/7-x/repo.zip', skipped: 1 }, framework: 'html.yml' },
  play: async ({ args, canvasElement }) => {
    await expect(await within(canvasElement).findByText('Upload complete. 1 file or folder was skipped.')).toBeVisible();
    await userEvent.click(await applyButton(canvasElement));
    await expect(args.onApply).toHaveBeenCalledOnce();
  },
};

export const Applying: Story = {
  args: { status: { kind: 'repo-ok' }, framework: 'html.yml', isApplying: true },
  play: async ({ canvasElement }) => {
    await expect(await applyButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const TemplateMissing: Story = {
  args: { status: { kind: 'repo-ok' }, framework: 'html.yml', hasApplyFailed: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to fetch the data template. Maybe the file still missing.')).toBeVisible();
  },
};

const uploadError = (problem: UploadProblem, text: string): Story => ({
  args: { status: { kind: 'upload-error', problem }, framework: 'html.yml' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text);
    await expect(canvasElement.querySelector('[data-slot="alert"]')).toHaveAttribute('data-variant', 'error');
    await expect(await applyButton(canvasElement)).toBeDisabled();
  },
});

export const ErrorNoFile = uploadError({ kind: 'no-file' }, 'No file selected');
export const ErrorEmptyZip = uploadError({ kind: 'empty-zip' }, 'No file found in the zip');
export const ErrorTooLarge = uploadError(
  { kind: 'too-large', size: 120 * MiB, limit: 100 * MiB },
  'This file size (120 MiB) exceeds the limit (100 MiB), try upload it to GitHub first and put the link here instead.',
);
export const ErrorEscapingEntry = uploadError({ kind: 'escape', path: '../etc/passwd' }, 'The zip was refused: the entry ../etc/passwd points outside its folder.');
export const ErrorNotZip = uploadError({ kind: 'not-zip' }, 'This file is not a zip file that can be read.');
export const ErrorStatus = uploadError({ kind: 'failed-status', status: 413 }, 'Upload failed with status code 413');
export const ErrorFailed = uploadError({ kind: 'failed' }, 'File upload failed');
export const ErrorAborted = uploadError({ kind: 'aborted' }, 'File upload aborted');
export const ErrorUrlInvalid: Story = {
  args: { status: { kind: 'url-invalid' }, url: 'github.com/acme' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This is not a Git repository or zip URL.');
  },
};

/** The URL is checked on submit. */
export const Checking: Story = {
  args: { status: { kind: 'checking' }, url: 'https://github.com/acme/shop' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Checking the repository…')).toBeVisible();
    await expect(within(canvasElement).getByLabelText('Git repository or zip URL')).toBeDisabled();
  },
};

export const CheckUrl: Story = {
  args: { url: 'https://github.com/acme/shop' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Check URL' }));
    await expect(args.onCheckUrl).toHaveBeenCalledOnce();
  },
};

/** checkRepo ok: success, and Apply is enabled with a framework. */
export const RepoCheckOk: Story = {
  args: { status: { kind: 'repo-ok' }, url: 'https://github.com/acme/shop', framework: 'node-app.yml' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The repository can be cloned.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="alert"]')).toHaveAttribute('data-variant', 'success');
    await expect(await applyButton(canvasElement)).toBeEnabled();
  },
};

/** checkRepo's message and hint: a warning, and Apply stays disabled even with a framework. */
export const RepoCheckWarning: Story = {
  args: { status: { kind: 'repo-problem', message: 'Repository acme/missing-app was not found.', hint: 'Check the address, or make the repository public.' }, framework: 'node-app.yml' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Repository acme/missing-app was not found.');
    await expect(alert).toHaveTextContent('Check the address, or make the repository public.');
    await expect(canvasElement.querySelector('[data-slot="alert"]')).toHaveAttribute('data-variant', 'warning');
    await expect(await applyButton(canvasElement)).toBeDisabled();
  },
};

export const ArchiveUrl: Story = {
  args: { status: { kind: 'archive-ok' }, url: 'https://github.com/acme/shop/archive/refs/heads/main.zip#shop-main', framework: 'html.yml' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The zip file will be downloaded and extracted.')).toBeVisible();
    await expect(await applyButton(canvasElement)).toBeEnabled();
  },
};

const DEPLOY_KEY = {
  type: 'deploy-key' as const,
  publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHostdeckDemoKey4 hostdeck-deploy',
  privateKey: '-----BEGIN OPENSSH PRIVATE KEY-----\nb3Bl\n-----END OPENSSH PRIVATE KEY-----\n',
  setupUrl: 'https://github.com/acme/private-app/settings/keys/new',
  usingDeployKey: false,
};

/** A private repository: the key is shown, the user confirms 'added public key', then the clone uses it. */
export const DeployKeyDialog: Story = {
  args: { status: { kind: 'deploy-key' }, url: 'https://github.com/acme/private-app', deployKey: DEPLOY_KEY, framework: 'html.yml' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This repository is private.');
    await expect(await applyButton(canvasElement)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Show deploy key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add the deploy key' }));
    await expect(dialog.getByText(DEPLOY_KEY.publicKey)).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Open the deploy key settings/ })).toHaveAttribute('href', DEPLOY_KEY.setupUrl);
    const confirm = dialog.getByRole('button', { name: 'Clone with this key' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I have added the public key' }));
    await userEvent.click(confirm);
    await expect(args.onConfirmDeployKey).toHaveBeenCalledOnce();
  },
};

export const DeployKeyConfirmed: Story = {
  args: { status: { kind: 'deploy-key-confirmed' }, url: 'https://github.com/acme/private-app', deployKey: DEPLOY_KEY, framework: 'html.yml' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The repository will be cloned with the deploy key.')).toBeVisible();
    await expect(await applyButton(canvasElement)).toBeEnabled();
  },
};

/** The user's own repositories, found by the search, fill the URL. */
export const RepositorySearch: Story = {
  args: {
    repoQuery: 'shop',
    repositories: [
      { full_name: 'acme/shop', html_url: 'https://github.com/acme/shop' },
      { full_name: 'acme/shop-admin', html_url: 'https://github.com/acme/shop-admin' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const results = within(await within(canvasElement).findByRole('list', { name: 'Your repositories' }));
    await userEvent.click(results.getByRole('button', { name: 'acme/shop-admin' }));
    await expect(args.onChooseRepository).toHaveBeenCalledWith({ full_name: 'acme/shop-admin', html_url: 'https://github.com/acme/shop-admin' });
  },
};

export const RepositorySearchEmpty: Story = {
  args: { repoQuery: 'nothing-like-this' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No repository found')).toBeVisible();
  },
};
