import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { isolateLtr, toast } from '@hostdeck/ui';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { HostServerScreenContainer } from './server.container';
import { SETTINGS_TITLES, SHOP, SHOP_HOST_ID, detailHrefOf, frameOf } from './settings-forms.fixtures';

const meta = {
  title: 'Screens/Hosts/HostServerContainer',
  component: HostServerScreenContainer,
  args: { frame: frameOf(SHOP_HOST_ID, SETTINGS_TITLES.server) },
} satisfies Meta<typeof HostServerScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();
const moving = panelStory({ navigate });
const NUE = 'nue.domcloud.co';

/** On the Kit plan shop.lestari.studio (1002) moves from wdc to nue: confirmed, it is moving, and its detail opens. */
export const MovesShop: Story = {
  ...moving,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'host-settings');
    navigate.mockClear();
    const success = spyOn(toast, 'success');
    await userEvent.click(await canvas.findByRole('radio', { name: (name) => name.includes(NUE) }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: t('server.submit') }));
    const dialog = await screen.findByRole('dialog', { name: t('server.confirm.title', { server: isolateLtr(NUE) }) });
    await userEvent.click(within(dialog).getByRole('button', { name: t('server.confirm.action') }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(detailHrefOf(SHOP_HOST_ID)), { timeout: 5000 });
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(success).toHaveBeenCalledWith(t('server.done', { domain: isolateLtr(SHOP.host.domain), server: isolateLtr(NUE) }));
    const host = moving.store.state.hosts.find((item) => item.record.id === SHOP_HOST_ID)?.record;
    await expect(host?.status).toBe('moving');
    await expect(moving.store.state.servers.find((server) => server.id === host?.server_id)?.endpoint).toBe(NUE);
  },
};
