import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { isolateLtr, toast } from '@hostdeck/ui';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { hostListPath } from '../../../rules/paths';
import { HostTransferScreenContainer } from './transfer.container';
import { SHOP, SHOP_HOST_ID, TEAM_BASE, frameOf } from './settings-forms.fixtures';
import { KOPI } from './transfer.fixtures';

const meta = {
  title: 'Screens/Hosts/HostTransferContainer',
  component: HostTransferScreenContainer,
  args: { frame: frameOf(SHOP_HOST_ID, 'Transfer Website') },
} satisfies Meta<typeof HostTransferScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();
const transferring = panelStory({ navigate });

/** Maya moves shop.lestari.studio (1002) to Kopi Collective, where she is an admin; the page goes on to her website list. */
export const TransfersToKopi: Story = {
  ...transferring,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'host-settings');
    navigate.mockClear();
    const success = spyOn(toast, 'success');
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: t('transfer.team') }, { timeout: 5000 }), String(KOPI.id));
    await userEvent.click(canvas.getByRole('button', { name: t('transfer.submit') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('transfer.confirmTitle', { domain: isolateLtr(SHOP.host.domain), team: KOPI.name }) }));
    await userEvent.click(dialog.getByRole('button', { name: t('transfer.confirm') }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(hostListPath(TEAM_BASE)), { timeout: 5000 });
    await expect(success).toHaveBeenCalledWith(t('transfer.done', { domain: isolateLtr(SHOP.host.domain), team: KOPI.name }));
    await expect(transferring.store.state.hosts.find((host) => host.record.id === SHOP_HOST_ID)?.team_id).toBe(KOPI.id);
  },
};
