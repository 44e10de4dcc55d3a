import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor } from 'storybook/test';
import { isolateLtr, toast } from '@hostdeck/ui';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { HostRenameScreenContainer } from './rename.container';
import { SETTINGS_TITLES, SHOP_HOST_ID, detailHrefOf, frameOf } from './settings-forms.fixtures';

const meta = {
  title: 'Screens/Hosts/HostRenameContainer',
  component: HostRenameScreenContainer,
  args: { frame: frameOf(SHOP_HOST_ID, SETTINGS_TITLES.rename) },
} satisfies Meta<typeof HostRenameScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();
const renaming = panelStory({ navigate });
const NEW_USERNAME = 'shop-main';

/** shop.lestari.studio (1002) gets a new username: the world has it, a toast says so, and its detail page opens. */
export const RenamesShop: Story = {
  ...renaming,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'host-settings');
    navigate.mockClear();
    const success = spyOn(toast, 'success');
    await userEvent.type(await canvas.findByRole('textbox', { name: t('rename.label') }, { timeout: 5000 }), NEW_USERNAME);
    await userEvent.click(canvas.getByRole('button', { name: t('rename.submit') }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(detailHrefOf(SHOP_HOST_ID)), { timeout: 5000 });
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(success).toHaveBeenCalledWith(t('rename.done', { username: isolateLtr(NEW_USERNAME) }));
    await expect(renaming.store.state.hosts.find((host) => host.record.id === SHOP_HOST_ID)?.record.username).toBe(NEW_USERNAME);
  },
};
