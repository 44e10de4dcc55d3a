import type { Meta, StoryObj } from '@storybook/react-vite';
import JSZip from 'jszip';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { panelStory, panelStoryFailingOnce } from '@storybook-helpers/panel-story';
import { storyText, storyTextPattern } from '@storybook-helpers/story-text';
import { DEFAULT_RECIPE_INDEX_URL } from '../../../../api/http/deploy-external';
import { UploadOrCloneScreenContainer } from './upload-or-clone.container';
import { REPO_PROBLEM } from './upload-or-clone.fixtures';

const meta = {
  title: 'Screens/Hosts/UploadOrCloneContainer',
  component: UploadOrCloneScreenContainer,
  args: { onApply: fn() },
} satisfies Meta<typeof UploadOrCloneScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const AREA = 'upload-or-clone';

/** A zip built in the story, as a user's archive would be. */
async function zipFile(files: Record<string, string>): Promise<File> {
  const zip = new JSZip();
  for (const [path, text] of Object.entries(files)) zip.file(path, text);
  return new File([await zip.generateAsync({ type: 'blob', compression: 'DEFLATE' })], 'site.zip', { type: 'application/zip' });
}

/** Waits for the form, then chooses a zip of the given files. */
// Zipping and reading a file takes a while on a busy machine: longer than findBy's default second.
const BUSY = { timeout: 5000 };

async function chooseZip(context: PlayContext, files: Record<string, string>) {
  await chooseFile(context, await zipFile(files));
}

/** Waits for the form, then chooses the given file with the zip picker. */
async function chooseFile(context: PlayContext, file: File) {
  await context.canvas.findByText(storyText(context, AREA)('status.idle'), undefined, BUSY);
  const input = context.canvasElement.querySelector<HTMLInputElement>('[data-kind="zip"] input');
  await expect(input).toBeInstanceOf(HTMLInputElement);
  if (!input) return;
  await context.userEvent.upload(input, file);
}

/** Types a repository or zip URL and checks it. */
async function checkUrl(context: PlayContext, url: string) {
  const t = storyText(context, AREA);
  await context.userEvent.type(await context.canvas.findByLabelText(t('urlLabel')), url);
  await context.userEvent.click(context.canvas.getByRole('button', { name: t('check') }));
}

/** Upload a zip: rule 9 entries are dropped and counted; Apply sends the framework recipe with the upload as source. */
export const UploadsZipAndApplies: Story = {
  ...panelStory(),
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await chooseZip(context, { 'site/index.html': '<h1>Hi</h1>', 'site/.git/HEAD': 'ref', 'site/.DS_Store': 'x' });
    await expect(await canvas.findByText(`${t('status.uploaded')} ${t('status.skipped', { count: 2 })}`)).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText(t('frameworkLabel')), 'html.yml');
    await userEvent.click(canvas.getByRole('button', { name: t('apply') }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledOnce());
    await expect(args.onApply).toHaveBeenCalledWith(expect.stringMatching(/^source: "\/tmp\/uploads\/[^"]+\/repo\.zip#site"$/m));
  },
};

export const RefusesEscapingZip: Story = {
  ...panelStory(),
  play: async (context) => {
    const t = storyText(context, AREA);
    await chooseZip(context, { 'index.html': 'a', '../evil.sh': 'rm -rf ~' });
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(t('status.escape', { path: '../evil.sh' }));
  },
};

export const RefusesEmptyZip: Story = {
  ...panelStory(),
  play: async (context) => {
    const t = storyText(context, AREA);
    await chooseZip(context, {});
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(t('upload.noFileInZip'));
  },
};

/** initdata's maxfilesizeupload, here 100 bytes: the message gives both sizes. */
export const RefusesLargeZip: Story = {
  ...panelStory({ prepare: (store) => store.update((draft) => void (draft.catalog.maxfilesizeupload = 100)) }),
  play: async (context) => {
    await chooseZip(context, { 'index.html': Array.from({ length: 200 }, (_, index) => `line ${index * 7919}`).join('\n') });
    await expect(await context.canvas.findByRole('alert', undefined, BUSY)).toHaveTextContent(storyTextPattern(context, AREA, 'upload.tooLarge'));
  },
};

/** A 3 GiB zip: refused by its size alone, before the page reads any of it (it would not fit in memory). */
export const RefusesHugeZipWithoutReading: Story = {
  ...panelStory(),
  play: async (context) => {
    // Reading would fail, so a message other than the size one would show.
    const read = fn(() => Promise.reject(new TypeError('The zip was read')));
    const huge = new File(['PK'], 'site.zip', { type: 'application/zip' });
    Object.defineProperties(huge, { size: { value: 3 * 1024 ** 3 }, arrayBuffer: { value: read }, stream: { value: read }, text: { value: read }, slice: { value: read } });
    await chooseFile(context, huge);
    await expect(await context.canvas.findByRole('alert', undefined, BUSY)).toHaveTextContent(storyTextPattern(context, AREA, 'upload.tooLarge'));
    await expect(read).not.toHaveBeenCalled();
  },
};

/** A zip made on Unix with a symbolic link: extracted, it could point anywhere on the server. */
export const RefusesSymlinkInZip: Story = {
  ...panelStory(),
  play: async (context) => {
    const t = storyText(context, AREA);
    const zip = new JSZip();
    zip.file('index.html', '<h1>Hi</h1>', { unixPermissions: 0o100644 });
    zip.file('config.php', '/etc/passwd', { unixPermissions: 0o120777 });
    await chooseFile(context, new File([await zip.generateAsync({ type: 'blob', platform: 'UNIX' })], 'site.zip', { type: 'application/zip' }));
    await expect(await context.canvas.findByRole('alert', undefined, BUSY)).toHaveTextContent(t('status.symlink', { path: 'config.php' }));
  },
};

const failingUpload = panelStory();

export const UploadFailsWithStatus: Story = {
  ...failingUpload,
  parameters: { msw: { handlers: { world: [http.post('/userapi/uploadRepo', () => new HttpResponse('busy', { status: 503 })), ...failingUpload.parameters.msw.handlers.world] } } },
  play: async (context) => {
    const t = storyText(context, AREA);
    await chooseZip(context, { 'index.html': 'a' });
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(t('common:upload.failedWithStatus', { status: 503 }));
  },
};

const hanging = panelStory();

/** A slow upload shows its progress and can be aborted. */
export const AbortsUpload: Story = {
  ...hanging,
  parameters: {
    msw: {
      handlers: {
        world: [
          http.post('/userapi/uploadRepo', async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
          ...hanging.parameters.msw.handlers.world,
        ],
      },
    },
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await chooseZip(context, { 'index.html': 'a' });
    await expect(await canvas.findByRole('progressbar', { name: t('progressLabel') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('abort') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('common:upload.aborted'));
  },
};

export const ClonesCheckedRepository: Story = {
  ...panelStory(),
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await checkUrl(context, 'https://github.com/lestari-studio/shop');
    await expect(await canvas.findByText(t('status.repoOk'))).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText(t('frameworkLabel')), 'node-app.yml');
    await userEvent.click(canvas.getByRole('button', { name: t('apply') }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledWith(expect.stringContaining('source: "https://github.com/lestari-studio/shop"')));
  },
};

/** The simulated checkRepo cannot find the repository: its message and hint, in its own words. */
export const RepositoryNotFound: Story = {
  ...panelStory(),
  play: async (context) => {
    await checkUrl(context, 'https://github.com/lestari-studio/missing-app');
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(REPO_PROBLEM.message);
    await expect(alert).toHaveTextContent(REPO_PROBLEM.hint ?? '');
  },
};

/** Rule 10: a heads-branch archive gets #repo-branch, and needs no check. */
export const AddsArchiveFragment: Story = {
  ...panelStory(),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, AREA);
    await checkUrl(context, 'https://github.com/lestari-studio/shop/archive/refs/heads/main.zip');
    await expect(await canvas.findByText(t('status.archiveOk'))).toBeVisible();
    await expect(canvas.getByLabelText(t('urlLabel'))).toHaveValue('https://github.com/lestari-studio/shop/archive/refs/heads/main.zip#shop-main');
  },
};

/** A malformed '%' escape in an archive URL is the invalid-URL message, not a form that silently does nothing. */
export const RefusesMalformedArchiveUrl: Story = {
  ...panelStory(),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, AREA);
    await checkUrl(context, 'https://github.com/lestari-studio/shop%zz/archive/refs/heads/main.zip');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('status.urlInvalid'));
  },
};

/** A private repository: confirm the deploy key, then the clone uses it (credentials.github in the source). */
export const ClonesWithDeployKey: Story = {
  ...panelStory(),
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await checkUrl(context, 'https://github.com/lestari-studio/private-app');
    await userEvent.click(await canvas.findByRole('button', { name: t('deployKey.open') }));
    const dialog = await screen.findByRole('dialog', { name: t('deployKey.title') });
    await expect(dialog).toHaveTextContent(/ssh-ed25519 /);
    await userEvent.click(screen.getByRole('checkbox', { name: t('deployKey.added') }));
    await userEvent.click(screen.getByRole('button', { name: t('deployKey.confirm') }));
    await expect(await canvas.findByText(t('status.deployKeyConfirmed'))).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText(t('frameworkLabel')), 'html.yml');
    await userEvent.click(canvas.getByRole('button', { name: t('apply') }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledOnce());
    await expect(args.onApply).toHaveBeenCalledWith(
      expect.stringContaining('  url: "ssh://git@github.com/lestari-studio/private-app.git"\n  credentials:\n    github:\n      ssh: "-----BEGIN OPENSSH PRIVATE KEY-----'),
    );
  },
};

/** The signed-in user's linked GitHub repositories, found by name. */
export const SearchesRepositories: Story = {
  ...panelStory(),
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await userEvent.type(await canvas.findByLabelText(t('searchLabel')), 'hello');
    const results = await canvas.findByRole('list', { name: t('searchResults') });
    await userEvent.click(await within(results).findByRole('button', { name: /\/hello-hostdeck$/ }));
    await expect(canvas.getByLabelText<HTMLInputElement>(t('urlLabel')).value).toMatch(/^https:\/\/github\.com\/[^/]+\/hello-hostdeck$/);
    await expect(await canvas.findByText(t('status.repoOk'))).toBeVisible();
  },
};

const failing = panelStoryFailingOnce(DEFAULT_RECIPE_INDEX_URL);

/** The recipe index fails: the error with its retry, which brings the form once the index answers. */
export const Error: Story = {
  ...failing,
  tags: ['!autodocs'],
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await expect(await canvas.findByText(t('common:errors.fetch'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ui:retry') }));
    await expect(await canvas.findByText(t('status.idle'))).toBeVisible();
  },
};
