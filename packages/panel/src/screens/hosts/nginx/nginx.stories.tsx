import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { NginxScreen, type NginxSaveOutcome } from './nginx';
import { FOREIGN_PROXY_SITE, STUDIO_DOMAIN, STUDIO_SITE } from './nginx.fixtures';

const meta = {
  title: 'Screens/Hosts/Nginx',
  component: NginxScreen,
  args: {
    title: 'NGINX',
    hostDomain: STUDIO_DOMAIN,
    subdomain: '',
    siteDomain: STUDIO_DOMAIN,
    onSubdomainChange: fn(),
    status: 'content',
    onRetry: fn(),
    isMissing: false,
    page: STUDIO_SITE,
    isReadOnly: false,
    onSave: fn(async (): Promise<NginxSaveOutcome> => ({ answer: 'Nothing changed' })),
  },
} satisfies Meta<typeof NginxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainEntry = (t: ReturnType<typeof storyText<'nginx'>>) => screen.getByRole('listitem', { name: t('entries.main') });

/** lestari.studio: the SPA fallback as the main entry, /assets/ cached 30 days; each backend type shows its fields. */
export const Structured: Story = {
  play: async (context) => {
    const t = storyText(context, 'nginx');
    const { canvas } = context;
    const main = within(await canvas.findByRole('listitem', { name: t('entries.main') }));
    await expect(main.getByRole('combobox', { name: t('fields.staticMode') })).toHaveValue('index');
    await expect(main.getByRole('textbox', { name: t('fields.notFound') })).toHaveValue('/404.html');
    const assets = within(canvas.getByRole('listitem', { name: t('entries.subfolder', { path: '\u2066/assets/\u2069' }) }));
    await expect(assets.getByRole('combobox', { name: t('fields.cache') })).toHaveValue('30d');
    await expect(main.queryByRole('button', { name: /\// })).toBeNull();

    const backend = () => within(mainEntry(t)).getByRole('combobox', { name: t('fields.backend') });
    await userEvent.selectOptions(backend(), 'php');
    await expect(within(mainEntry(t)).getByRole('combobox', { name: t('fields.phpMode') })).toBeVisible();
    await userEvent.selectOptions(backend(), 'app');
    await expect(within(mainEntry(t)).getByRole('combobox', { name: t('fields.appMode') })).toHaveValue('default');
    await expect(within(mainEntry(t)).getByRole('textbox', { name: t('fields.script') })).toBeVisible();
    await userEvent.selectOptions(within(mainEntry(t)).getByRole('combobox', { name: t('fields.appMode') }), 'node');
    await expect(within(mainEntry(t)).getByRole('textbox', { name: t('fields.launcher') })).toBeVisible();
    await userEvent.selectOptions(backend(), 'gls');
    const command = within(mainEntry(t)).getByRole('textbox', { name: new RegExp(t('fields.command')) });
    await expect(command).toHaveAttribute('aria-invalid', 'true');
    await expect(within(mainEntry(t)).getByRole('switch', { name: t('fields.background') })).not.toBeChecked();
    await expect(within(mainEntry(t)).getByRole('textbox', { name: t('fields.envKeys') })).toBeVisible();
    await expect(within(mainEntry(t)).getByRole('switch', { name: t('fields.devMode') })).toBeVisible();
    await expect(within(mainEntry(t)).getByRole('textbox', { name: t('fields.workingDir') })).toBeVisible();
    await userEvent.type(command, 'env PORT=$PORT node app.js');
    await expect(mainEntry(t)).toHaveTextContent('node app.js');
    await userEvent.selectOptions(backend(), 'proxy');
    const port = within(mainEntry(t)).getByRole('textbox', { name: new RegExp(t('fields.port')) });
    await userEvent.type(port, '80');
    await expect(port).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: t('save.action') })).toBeDisabled();
    await expect(canvas.getByText(t('save.blockedFields'))).toBeVisible();
    await userEvent.type(port, '80');
    await expect(port).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('button', { name: t('save.action') })).toBeEnabled();
    await userEvent.selectOptions(backend(), 'deny');
    await expect(mainEntry(t)).toHaveTextContent(t('fields.denyNote'));
    await userEvent.selectOptions(backend(), 'static');
    await expect(within(mainEntry(t)).getByRole('combobox', { name: t('fields.staticMode') })).toBeVisible();
  },
};

/** A sub-folder entry is added with a checked path and deleted after a confirmation. */
export const AddAndDeleteSubfolder: Story = {
  play: async (context) => {
    const t = storyText(context, 'nginx');
    const tIssues = storyText(context, 'issues');
    const { canvas } = context;
    const path = await canvas.findByRole('textbox', { name: t('entries.addLabel') });
    await userEvent.type(path, '/assets/');
    await expect(canvas.getByText(tIssues('pathNotUnique'))).toBeVisible();
    await userEvent.clear(path);
    await userEvent.type(path, 'api');
    await expect(canvas.getByText(tIssues('pathInvalid'))).toBeVisible();
    await userEvent.clear(path);
    await userEvent.type(path, '/api/{Enter}');
    const name = t('entries.subfolder', { path: '\u2066/api/\u2069' });
    const api = within(await canvas.findByRole('listitem', { name }));
    // An empty location is refused by nginx: the entry says so and the save waits.
    await expect(api.getByText(/\/api\//, { selector: 'li li' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('save.action') })).toBeDisabled();
    await userEvent.click(api.getByRole('button', { name: t('entries.delete', { path: '\u2066/api/\u2069' }) }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('entries.deleteConfirm') }));
    await waitFor(() => expect(canvas.queryByRole('listitem', { name })).toBeNull());
  },
};

/** The raw tab: CodeMirror with the file; typing switches the save to the raw text, going back asks first. */
export const RawTab: Story = {
  args: { initialTab: 'raw' },
  play: async (context) => {
    const t = storyText(context, 'nginx');
    const { canvas, args } = context;
    const editor = await canvas.findByRole('textbox', { name: t('raw.label') }, { timeout: 8000 });
    await expect(editor).toHaveTextContent('server_name www.lestari.studio lestari.studio;');
    await userEvent.click(editor);
    // One key at a time, as a person types: CodeMirror handles each before the next.
    for (const key of '# tuned by hand') await userEvent.keyboard(key);
    await expect(await canvas.findAllByText(t('raw.active'))).not.toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: t('save.action') }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.stringContaining('# tuned by hand')));
    await userEvent.click(canvas.getByRole('tab', { name: t('tabs.structured') }));
    const dialog = await screen.findByRole('dialog', { name: t('raw.discardTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('raw.discardConfirm') }));
    await expect(await canvas.findByRole('listitem', { name: t('entries.main') })).toBeVisible();
  },
};

/** The preview: the server block the agent writes, and its refusal of a proxy to a public address. */
export const PreviewWithQuirk: Story = {
  tags: ['palettes'],
  args: { page: FOREIGN_PROXY_SITE, initialTab: 'preview' },
  play: async (context) => {
    const t = storyText(context, 'nginx');
    const { canvas } = context;
    const block = await canvas.findByRole('region', { name: t('preview.label') });
    await expect(block).toHaveTextContent('location /evil/;');
    await expect(block).toHaveTextContent('location /assets/ { expires 30d; }');
    await expect(canvas.getByText(t('preview.refusals'))).toBeVisible();
    await expect(canvas.getByText(t('preview.warnings'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('save.action') })).toBeDisabled();
    await expect(canvas.getByText(t('save.blockedQuirks'))).toBeVisible();
  },
};

/** A client sees the configuration and no write controls. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async (context) => {
    const t = storyText(context, 'nginx');
    const { canvas } = context;
    const main = within(await canvas.findByRole('listitem', { name: t('entries.main') }));
    await expect(main.getByRole('combobox', { name: t('fields.backend') })).toBeDisabled();
    await expect(main.getByRole('textbox', { name: t('fields.root') })).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: t('save.action') })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: t('entries.addLabel') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('entries.delete', { path: '\u2066/assets/\u2069' }) })).toBeNull();
  },
};

/** A refused save shows the error in the form and keeps every edit. */
export const FailedSaveKeepsEdits: Story = {
  args: { onSave: fn(async (): Promise<NginxSaveOutcome> => ({ error: 'The request was refused. The proxy port must be between 1025 and 65535.' })) },
  play: async (context) => {
    const t = storyText(context, 'nginx');
    const { canvas } = context;
    const main = within(await canvas.findByRole('listitem', { name: t('entries.main') }));
    await userEvent.selectOptions(main.getByRole('combobox', { name: t('fields.cache') }), 'max');
    await userEvent.click(canvas.getByRole('button', { name: t('save.action') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('save.failed'));
    await expect(alert).toHaveTextContent('between 1025 and 65535');
    await expect(main.getByRole('combobox', { name: t('fields.cache') })).toHaveValue('max');
  },
};

export const Loading: Story = {
  args: { status: 'loading', page: undefined },
  play: async (context) => {
    const t = storyText(context, 'nginx');
    const { canvas, canvasElement } = context;
    await expect(await canvas.findByRole('textbox', { name: t('site.label') })).toBeEnabled();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const FetchError: Story = {
  args: { status: 'error', page: undefined },
  play: async (context) => {
    const t = storyText(context, 'nginx');
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('fetchError'));
    await userEvent.click(within(alert).getByRole('button', { name: t('ui:retry') }));
    await expect(context.args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A subdomain with no site: the bridge's message in place of the editor; another subdomain can be loaded. */
export const MissingSite: Story = {
  args: { isMissing: true, page: undefined, subdomain: 'nope', siteDomain: `nope.${STUDIO_DOMAIN}` },
  play: async (context) => {
    const t = storyText(context, 'nginx');
    const { canvas, args } = context;
    await expect(await canvas.findByText(t('missing', { domain: `\u2066nope.${STUDIO_DOMAIN}\u2069` }))).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
    const site = canvas.getByRole('textbox', { name: t('site.label') });
    await userEvent.clear(site);
    await userEvent.type(site, 'beta{Enter}');
    await expect(args.onSubdomainChange).toHaveBeenCalledWith('beta');
  },
};
