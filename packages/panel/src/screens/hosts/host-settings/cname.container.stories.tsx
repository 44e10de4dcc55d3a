import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor } from 'storybook/test';
import { isolateLtr, toast } from '@hostdeck/ui';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { HostCnameScreenContainer } from './cname.container';
import { detailHrefOf, frameOf } from './settings-forms.fixtures';

/** lestari.studio (1001) on sgp, whose wildcard dom.my.id answers with sgp's address. */
const STUDIO_HOST_ID = 1001;
const NEW_DOMAIN = 'lestari-studio.dom.my.id';

const meta = {
  title: 'Screens/Hosts/HostCnameContainer',
  component: HostCnameScreenContainer,
  args: { frame: frameOf(STUDIO_HOST_ID, 'Change Domain') },
} satisfies Meta<typeof HostCnameScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();
const changing = panelStory({ navigate });

/** A new domain that points at sgp: the check (looked up after 500 ms) allows it, the world has it, the detail page opens. */
export const ChangesDomain: Story = {
  ...changing,
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const t = storyText(context, 'host-settings');
    navigate.mockClear();
    const success = spyOn(toast, 'success');
    await userEvent.type(await canvas.findByRole('textbox', { name: t('cname.label') }, { timeout: 5000 }), NEW_DOMAIN);
    const submit = canvas.getByRole('button', { name: t('cname.submit') });
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="alert"][data-state]')).toHaveAttribute('data-state', 'valid'), { timeout: 5000 });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(detailHrefOf(STUDIO_HOST_ID)), { timeout: 5000 });
    await expect(success).toHaveBeenCalledWith(t('cname.done', { domain: isolateLtr(NEW_DOMAIN) }));
    await expect(changing.store.state.hosts.find((host) => host.record.id === STUDIO_HOST_ID)?.record.domain).toBe(NEW_DOMAIN);
  },
};
