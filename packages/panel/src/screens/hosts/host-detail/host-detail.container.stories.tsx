import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { WorldStore } from '@hostdeck/mock-api';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { isolateLtr, toast } from '@hostdeck/ui';
import { formatBytes } from '../../../rules/format';
import { planMegabytesToBytes } from '../../../rules/usage';
import { HostDetailScreenContainer } from './host-detail.container';
import { ADMIN_SITE, STUDIO } from './host-detail.fixtures';

const meta = {
  title: 'Screens/Hosts/HostDetailContainer',
  component: HostDetailScreenContainer,
  args: { frame: STUDIO.frame },
} satisfies Meta<typeof HostDetailScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOADED = { timeout: 5000 };
const hostStatsOf = (store: WorldStore, hostId: number) => store.state.hosts.find((host) => host.record.id === hostId)?.stats;

const owner = panelStory();

/** The owner looks at lestari.studio: its stats against the Kit plan's totals; a recount counts it again. */
export const OwnerPaid: Story = {
  ...owner,
  beforeEach: () => {
    owner.beforeEach();
    const spy = spyOn(toast, 'success');
    return () => spy.mockRestore();
  },
  play: async (context) => {
    const t = storyText(context, 'host-detail');
    const { canvas, canvasElement } = context;
    await expect(await canvas.findByRole('meter', { name: t('storage.total') }, LOADED)).toBeVisible();
    const locale = String(context.globals.language ?? 'en');
    const total = (megabytes: number) => formatBytes(planMegabytesToBytes(megabytes), locale);
    await expect(canvas.getByText(t('usage.plan', { plan: STUDIO.plan.alias, storage: total(STUDIO.plan.storage), network: total(STUDIO.plan.network) }))).toBeVisible();
    await expect(canvas.getByRole('table', { name: t('bandwidth.chart') })).toBeInTheDocument();
    await expect(canvasElement.querySelector('a[href*="loginas"]')).toBeNull();
    await expect(within(canvas.getByRole('navigation', { name: t('shortcuts.title') })).getAllByRole('link')[0]).toHaveAttribute('href', `/user/host/manage/${STUDIO.frame.hostId}`);

    const before = hostStatsOf(owner.store, STUDIO.frame.hostId)?.updated_at;
    await userEvent.click(canvas.getByRole('button', { name: t('actions.recount') }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(t('done.recounted')), LOADED);
    await expect(hostStatsOf(owner.store, STUDIO.frame.hostId)?.updated_at).not.toBe(before);
  },
};

/** The administrator (user id 1) on the status page of its own team: the login-as link through the API's address. */
export const Administrator: Story = {
  ...panelStory({ scenario: 'admin' }),
  args: { frame: ADMIN_SITE.frame },
  play: async (context) => {
    const t = storyText(context, 'host-detail');
    const { canvas } = context;
    const { domain, username } = ADMIN_SITE.frame.host;
    const text = await canvas.findByText(t('actions.loginAs', { username: isolateLtr(username) }), {}, LOADED);
    await expect(text.closest('a')).toHaveAttribute('href', expect.stringMatching(new RegExp(`/userapi/loginas\\?host=${domain.replaceAll('.', '\\.')}$`)));
    await expect(await canvas.findByRole('meter', { name: t('bandwidth.used') }, LOADED)).toBeVisible();
  },
};
