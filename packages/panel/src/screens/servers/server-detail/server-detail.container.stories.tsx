import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@hostdeck/ui';
import { createHandlers } from '@hostdeck/mock-api';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { ServerDetailScreenContainer } from './server-detail.container';

const meta = {
  title: 'Screens/Servers/ServerDetailContainer',
  component: ServerDetailScreenContainer,
  args: { serverId: 20, title: 'Server' },
} satisfies Meta<typeof ServerDetailScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

// The pings go to each endpoint's /status/ping, which the simulated world answers for its servers. This override
// answers each public server after its delay and leaves osk unreachable, and counts the pings per server.
const ANSWER_AFTER_MS: Readonly<Record<string, number>> = { 'sgp.domcloud.co': 10, 'bridge.lestari.studio': 150, 'sga.domcloud.co': 300, 'wdc.domcloud.co': 450, 'nue.domcloud.co': 600 };
const PUBLIC_SERVERS = 5;
const pings = new Map<string, number>();
const slowAndFailingPings = http.get('*/status/ping', async ({ request }) => {
  const host = new URL(request.url).host;
  pings.set(host, (pings.get(host) ?? 0) + 1);
  const wait = ANSWER_AFTER_MS[host];
  if (wait === undefined) return HttpResponse.error();
  await delay(wait);
  return HttpResponse.text('pong');
});

/** The endpoints of the latency list, in the order shown. */
const listedEndpoints = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.querySelector('bdi')?.textContent);

const navigate = fn();
const owner = panelStory({ navigate });

export const Default: Story = {
  ...owner,
  beforeEach: () => {
    owner.beforeEach();
    const spy = spyOn(toast, 'success');
    return () => spy.mockRestore();
  },
  play: async (context) => {
    navigate.mockClear();
    const t = storyText(context, 'server-detail');
    const canvas = context.canvas;
    await expect(await canvas.findByTitle(t('status.frame', { view: t('status.views.check'), server: 'Lestari office box' }), {}, { timeout: 5000 })).toHaveAttribute('src', 'https://bridge.lestari.studio/status/check');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Server' })).toBeVisible();
    // Every public server of the world answers its ping; the team's own server (this one) is not in the list.
    const listElement = canvas.getByRole('list', { name: t('latency.list') });
    const list = within(listElement);
    await waitFor(() => expect(list.queryByText(t('latency.measuring'))).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(list.getAllByRole('listitem')).toHaveLength(5);
    await expect(listedEndpoints(listElement).toSorted()).toEqual(['nue.domcloud.co', 'osk.domcloud.co', 'sga.domcloud.co', 'sgp.domcloud.co', 'wdc.domcloud.co']);
    await expect(list.queryByText(t('latency.unreachable'))).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: t('actions.delete') }));
    const dialog = await screen.findByRole('dialog', { name: t('delete.title', { server: 'Lestari office box' }) });
    await userEvent.click(within(dialog).getByRole('button', { name: t('delete.confirm') }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/user/server'), { timeout: 5000 });
    await expect(toast.success).toHaveBeenCalledWith(t('done.deleted'));
    await expect(owner.store.state.servers.some((server) => server.id === 20)).toBe(false);
  },
};

const slowWorld = panelStory();

export const SlowAndFailingServers: Story = {
  ...slowWorld,
  beforeEach: () => {
    slowWorld.beforeEach();
    pings.clear();
  },
  parameters: { msw: { handlers: { world: [slowAndFailingPings, ...createHandlers(slowWorld.store)] } } },
  play: async (context) => {
    const t = storyText(context, 'server-detail');
    const canvas = context.canvas;
    const listElement = await canvas.findByRole('list', { name: t('latency.list') }, { timeout: 5000 });
    const list = within(listElement);
    await waitFor(() => expect(list.queryByText(t('latency.measuring'))).not.toBeInTheDocument(), { timeout: 5000 });
    // Fastest first; the server that fails its ping is unreachable and last.
    await expect(listedEndpoints(listElement)).toEqual(['sgp.domcloud.co', 'sga.domcloud.co', 'wdc.domcloud.co', 'nue.domcloud.co', 'osk.domcloud.co']);
    await expect(list.getAllByRole('listitem')[PUBLIC_SERVERS - 1]).toHaveTextContent(t('latency.unreachable'));
    await expect(pings.has('bridge.lestari.studio')).toBe(false);
    await expect([...pings.values()]).toEqual([1, 1, 1, 1, 1]);

    // Measure again pings every server anew.
    await userEvent.click(canvas.getByRole('button', { name: t('latency.remeasure') }));
    await waitFor(() => expect([...pings.values()]).toEqual([2, 2, 2, 2, 2]), { timeout: 5000 });
    await waitFor(() => expect(list.queryByText(t('latency.measuring'))).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(list.getAllByRole('listitem')[PUBLIC_SERVERS - 1]).toHaveTextContent(t('latency.unreachable'));
  },
};

export const NotFound: Story = {
  ...panelStory(),
  args: { serverId: 999 },
  play: async (context) => {
    const common = storyText(context, 'common');
    await expect(await context.canvas.findByRole('heading', { level: 1, name: common('notFound.title') }, { timeout: 5000 })).toBeVisible();
  },
};
