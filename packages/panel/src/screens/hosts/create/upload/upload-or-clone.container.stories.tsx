import type { Meta, StoryObj } from '@storybook/react-vite';
import JSZip from 'jszip';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { UploadOrCloneContainer } from './upload-or-clone.container';

const meta = {
  title: 'Screens/Hosts/Create/Upload or clone (container)',
  component: UploadOrCloneContainer,
  args: { onApply: fn() },
} satisfies Meta<typeof UploadOrCloneContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A zip built in the story, as a user's archive would be. */
async function zipFile(files: Record<string, string>): Promise<File> {
  const zip = new JSZip();
  for (const [path, text] of Object.entries(files)) zip.file(path, text);
  return new File([await zip.generateAsync({ type: 'blob', compression: 'DEFLATE' })], 'site.zip', { type: 'application/zip' });
}

async function chooseZip(canvasElement: HTMLElement, files: Record<string, string>) {
  const canvas = within(canvasElement);
  await canvas.findByText(/^Upload a folder or a zip file, or paste/);
  const input = canvasElement.querySelector<HTMLInputElement>('[data-kind="zip"] input');
  if (!input) throw new Error('no zip input');
  await userEvent.upload(input, await zipFile(files));
}

/** Upload a zip: rule 9 entries are dropped and counted; Apply sends the framework recipe with the upload as source. */
export const UploadZipAndApply: Story = {
  ...panelStory(),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseZip(canvasElement, { 'site/index.html': '<h1>Hi</h1>', 'site/.git/HEAD': 'ref', 'site/.DS_Store': 'x' });
    await expect(await canvas.findByText('Upload complete. 2 files or folders were skipped.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Framework or language'), 'html.yml');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply template' }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledOnce());
    await expect(args.onApply).toHaveBeenCalledWith(expect.stringMatching(/^source: "\/tmp\/uploads\/[^"]+\/repo\.zip#site"$/m));
  },
};

export const EscapingZipRefused: Story = {
  ...panelStory(),
  play: async ({ canvasElement }) => {
    await chooseZip(canvasElement, { 'index.html': 'a', '../evil.sh': 'rm -rf ~' });
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The zip was refused: the entry ../evil.sh points outside its folder.');
  },
};

export const EmptyZipRefused: Story = {
  ...panelStory(),
  play: async ({ canvasElement }) => {
    await chooseZip(canvasElement, {});
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('No file found in the zip');
  },
};

/** initdata's maxfilesizeupload, here 100 bytes: the message gives both sizes. */
export const ZipTooLarge: Story = {
  ...panelStory({ prepare: (store) => store.update((draft) => void (draft.catalog.maxfilesizeupload = 100)) }),
  play: async ({ canvasElement }) => {
    await chooseZip(canvasElement, { 'index.html': Array.from({ length: 200 }, (_, index) => `line ${index * 7919}`).join('\n') });
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/^This file size \([\d.]+ (B|KiB)\) exceeds the limit \(100 B\), try upload it to GitHub first/);
  },
};

const failing = panelStory();

export const UploadFailsWithStatus: Story = {
  ...failing,
  parameters: { msw: { handlers: { world: [http.post('/userapi/uploadRepo', () => new HttpResponse('busy', { status: 503 })), ...failing.parameters.msw.handlers.world] } } },
  play: async ({ canvasElement }) => {
    await chooseZip(canvasElement, { 'index.html': 'a' });
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Upload failed with status code 503');
  },
};

const hanging = panelStory();

/** A slow upload shows its progress and can be aborted. */
export const UploadAborted: Story = {
  ...hanging,
  parameters: { msw: { handlers: { world: [http.post('/userapi/uploadRepo', async () => { await delay('infinite'); return HttpResponse.json({}); }), ...hanging.parameters.msw.handlers.world] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseZip(canvasElement, { 'index.html': 'a' });
    await expect(await canvas.findByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abort upload' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('File upload aborted');
  },
};

async function checkUrl(canvasElement: HTMLElement, url: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Git repository or zip URL'), url);
  await userEvent.click(canvas.getByRole('button', { name: 'Check URL' }));
}

export const RepoCheckOk: Story = {
  ...panelStory(),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await checkUrl(canvasElement, 'https://github.com/acme/shop');
    await expect(await canvas.findByText('The repository can be cloned.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Framework or language'), 'node-app.yml');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply template' }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledWith(expect.stringContaining('source: "https://github.com/acme/shop"')));
  },
};

export const RepoCheckWarning: Story = {
  ...panelStory(),
  play: async ({ canvasElement }) => {
    await checkUrl(canvasElement, 'https://github.com/acme/missing-app');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Repository acme/missing-app was not found.');
    await expect(alert).toHaveTextContent('Check the address, or make the repository public.');
  },
};

/** Rule 10: a heads-branch archive gets #repo-branch, and needs no check. */
export const ArchiveUrlFragment: Story = {
  ...panelStory(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkUrl(canvasElement, 'https://github.com/acme/shop/archive/refs/heads/main.zip');
    await expect(await canvas.findByText('The zip file will be downloaded and extracted.')).toBeVisible();
    await expect(canvas.getByLabelText('Git repository or zip URL')).toHaveValue('https://github.com/acme/shop/archive/refs/heads/main.zip#shop-main');
  },
};

/** A private repository: confirm the deploy key, then the clone uses it (credentials.github in the source). */
export const DeployKeyFlow: Story = {
  ...panelStory(),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await checkUrl(canvasElement, 'https://github.com/acme/private-app');
    await userEvent.click(await canvas.findByRole('button', { name: 'Show deploy key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add the deploy key' }));
    await expect(dialog.getByText(/^ssh-ed25519 /)).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I have added the public key' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Clone with this key' }));
    await expect(await canvas.findByText('The repository will be cloned with the deploy key.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Framework or language'), 'html.yml');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply template' }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledOnce());
    await expect(args.onApply).toHaveBeenCalledWith(expect.stringContaining('  url: "ssh://git@github.com/acme/private-app.git"\n  credentials:\n    github:\n      ssh: "-----BEGIN OPENSSH PRIVATE KEY-----'));
  },
};

/** The signed-in user's linked GitHub repositories, found by name. */
export const SearchRepositories: Story = {
  ...panelStory(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Search your GitHub repositories'), 'hello');
    const results = within(await canvas.findByRole('list', { name: 'Your repositories' }));
    await userEvent.click(await results.findByRole('button', { name: /\/hello-hostdeck$/ }));
    await expect(canvas.getByLabelText<HTMLInputElement>('Git repository or zip URL').value).toMatch(/^https:\/\/github\.com\/[^/]+\/hello-hostdeck$/);
    await expect(await canvas.findByText('The repository can be cloned.')).toBeVisible();
  },
};
