import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { formatLatencyMs } from '../../../rules/server-latency';
import { ServerDetailScreen } from './server-detail';
import { latenciesOf, PUBLIC_SERVER, SELF_HOSTED_SERVER, statusUrlOf } from './server-detail.fixtures';

// In list order: sga, sgp, wdc, nue, osk, then the studio's own box.
const MEASURED = latenciesOf([182, 9, 240, 'unreachable', 131, 'measuring']);

const meta = {
  title: 'Screens/Servers/ServerDetail',
  component: ServerDetailScreen,
  args: {
    title: 'Server',
    server: SELF_HOSTED_SERVER,
    listHref: '/user/server',
    canChange: true,
    statusUrlOf: statusUrlOf(SELF_HOSTED_SERVER),
    latencies: latenciesOf([182, 9, 240, 64, 131, 22]),
    onRemeasure: fn(),
    onUpdate: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ServerDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATUS_CHECK_URL = 'https://bridge.lestari.studio/status/check';

export const Default: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const t = storyText(context, 'server-detail');
    const canvas = context.canvas;
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Server' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('back') })).toHaveAttribute('href', '/user/server');
    await expect(canvas.getByRole('heading', { level: 2, name: t('facts.label') })).toBeVisible();
    await expect(canvas.getAllByText('bridge.lestari.studio')[0]).toBeVisible();
    await expect(canvas.getByText(t('facts.selfHosted'))).toBeVisible();
    await expect(canvas.getAllByRole('tab')).toHaveLength(4);
    const frame = canvas.getByTitle(t('status.frame', { view: t('status.views.check'), server: 'Lestari office box' }));
    await expect(frame).toHaveAttribute('src', STATUS_CHECK_URL);
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(canvas.getByRole('button', { name: t('actions.edit') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('actions.delete') })).toBeEnabled();
  },
};

export const StatusTabs: Story = {
  play: async (context) => {
    const t = storyText(context, 'server-detail');
    await userEvent.click(await context.canvas.findByRole('tab', { name: t('status.views.about') }));
    const frame = await context.canvas.findByTitle(t('status.frame', { view: t('status.views.about'), server: 'Lestari office box' }));
    await expect(frame).toHaveAttribute('src', 'https://bridge.lestari.studio/status/about');
    await expect(context.canvas.getByRole('tab', { name: t('status.views.about') })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A frame that has not loaded within its time limit gives way to the message and the new-tab link. */
export const FrameFailsToLoad: Story = {
  args: { frameTimeoutMs: 1 },
  play: async (context) => {
    const t = storyText(context, 'server-detail');
    await expect(await context.canvas.findByText(t('status.failedTitle'))).toBeVisible();
    const link = context.canvas.getByRole('link', { name: new RegExp(t('status.openInTab')) });
    await expect(link).toHaveAttribute('href', STATUS_CHECK_URL);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(context.canvas.queryByTitle(t('status.frame', { view: t('status.views.check'), server: 'Lestari office box' }))).not.toBeInTheDocument();
    await expect(context.canvas.getByRole('button', { name: t('status.retry') })).toBeEnabled();
  },
};

/** An address off the server's origin is never framed. */
export const FrameAddressRefused: Story = {
  args: { statusUrlOf: (view) => `https://evil.example/status/${view}` },
  play: async (context) => {
    const t = storyText(context, 'server-detail');
    await expect(await context.canvas.findByText(t('status.refusedTitle'))).toBeVisible();
    await expect(context.canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const LatenciesSorted: Story = {
  args: { latencies: MEASURED },
  play: async (context) => {
    const t = storyText(context, 'server-detail');
    const list = within(await context.canvas.findByRole('list', { name: t('latency.list') }));
    const items = list.getAllByRole('listitem');
    const language = context.globals.language === undefined ? 'en' : String(context.globals.language);
    await expect(items.map((item) => item.querySelector('bdi')?.textContent)).toEqual([
      'sgp.domcloud.co', 'osk.domcloud.co', 'sga.domcloud.co', 'wdc.domcloud.co', 'bridge.lestari.studio', 'nue.domcloud.co',
    ]);
    await expect(items[0]).toHaveTextContent(formatLatencyMs(9, language));
    await expect(items[4]).toHaveTextContent(t('latency.measuring'));
    await expect(items[5]).toHaveTextContent(t('latency.unreachable'));
    // While a measurement runs, Measure again waits for it.
    await expect(context.canvas.getByRole('button', { name: t('latency.remeasure') })).toBeDisabled();
  },
};

export const Remeasure: Story = {
  play: async (context) => {
    const t = storyText(context, 'server-detail');
    await userEvent.click(await context.canvas.findByRole('button', { name: t('latency.remeasure') }));
    await expect(context.args.onRemeasure).toHaveBeenCalledOnce();
  },
};

export const DeleteConfirm: Story = {
  play: async (context) => {
    const t = storyText(context, 'server-detail');
    await userEvent.click(await context.canvas.findByRole('button', { name: t('actions.delete') }));
    const dialog = await screen.findByRole('dialog', { name: t('delete.title', { server: 'Lestari office box' }) });
    await expect(context.args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('delete.confirm') }));
    await expect(context.args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The edit form starts from the server's values; the secret may stay empty on update. */
export const EditKeepsSecret: Story = {
  play: async (context) => {
    const t = storyText(context, 'server-list');
    const detail = storyText(context, 'server-detail');
    await userEvent.click(await context.canvas.findByRole('button', { name: detail('actions.edit') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('form.updateTitle') }));
    await expect(dialog.getByRole('textbox', { name: t('form.alias') })).toHaveValue('https://bridge.lestari.studio');
    const description = dialog.getByRole('textbox', { name: t('form.description') });
    await userEvent.clear(description);
    await userEvent.type(description, 'Lestari studio box');
    await userEvent.click(dialog.getByRole('button', { name: t('form.save') }));
    await expect(context.args.onUpdate).toHaveBeenCalledWith({ alias: 'https://bridge.lestari.studio', description: 'Lestari studio box', pass: '' });
  },
};

export const PublicServer: Story = {
  args: { server: PUBLIC_SERVER, canChange: false, statusUrlOf: statusUrlOf(PUBLIC_SERVER) },
  play: async (context) => {
    const t = storyText(context, 'server-detail');
    await expect(await context.canvas.findByText(t('facts.public'))).toBeVisible();
    await expect(context.canvas.queryByRole('button', { name: t('actions.edit') })).not.toBeInTheDocument();
    await expect(context.canvas.queryByRole('button', { name: t('actions.delete') })).not.toBeInTheDocument();
  },
};
