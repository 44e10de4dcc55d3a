import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { isolateLtr, toast } from '@hostdeck/ui';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { HostDeleteScreenContainer } from './delete.container';
import { SHOP, SHOP_HOST_ID, detailHrefOf, frameOf } from './settings-forms.fixtures';

const meta = {
  title: 'Screens/Hosts/HostDeleteContainer',
  component: HostDeleteScreenContainer,
  args: { frame: frameOf(SHOP_HOST_ID, 'Delete Website') },
} satisfies Meta<typeof HostDeleteScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();
const deleting = panelStory({ navigate });

/** shop.lestari.studio (1002) deleted by typing its username: the world starts removing it, and its detail page opens. */
export const DeletesShopByUsername: Story = {
  ...deleting,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'host-settings');
    navigate.mockClear();
    const success = spyOn(toast, 'success');
    await userEvent.type(await canvas.findByRole('textbox', { name: t('delete.confirmLabel') }, { timeout: 5000 }), SHOP.host.username);
    await userEvent.click(canvas.getByRole('button', { name: t('delete.submit') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('delete.confirmTitle', { domain: isolateLtr(SHOP.host.domain) }) }));
    await userEvent.click(dialog.getByRole('button', { name: t('delete.confirm') }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(detailHrefOf(SHOP_HOST_ID)), { timeout: 5000 });
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(success).toHaveBeenCalledWith(t('delete.done', { domain: isolateLtr(SHOP.host.domain) }));
    await expect(deleting.store.state.hosts.find((host) => host.record.id === SHOP_HOST_ID)?.record.status).toBe('removing');
  },
};
