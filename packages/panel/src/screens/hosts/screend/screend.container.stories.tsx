import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, within } from 'storybook/test';
import { toast } from '@hostdeck/ui';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { ScreendScreenContainer } from './screend.container';
import { STOPPED_PROCESS, studioFrame } from './screend.fixtures';

const meta = {
  title: 'Screens/Hosts/ScreendContainer',
  component: ScreendScreenContainer,
  args: { frame: studioFrame() },
} satisfies Meta<typeof ScreendScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** lestari.studio's processes; Restart All, confirmed, restarts them all: the toast, the output, both running. */
export const RestartAll: Story = {
  ...panelStory(),
  play: async (context) => {
    const t = storyText(context, 'screend');
    const { canvas } = context;
    const success = spyOn(toast, 'success');
    const table = within(await canvas.findByRole('region', { name: t('table.label') }, { timeout: 5000 }));
    await expect(table.getAllByText(t('table.yes'))).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: t('actions.restart') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('confirm.restartTitle') }));
    await userEvent.click(dialog.getByRole('button', { name: t('actions.restart') }));

    const output = await canvas.findByRole('region', { name: t('answer.output') }, { timeout: 5000 });
    await expect(output).toHaveTextContent(`Restarted ${STOPPED_PROCESS?.name ?? ''}`);
    await expect(success).toHaveBeenCalledWith(t('done.restart'));
    // The write waits for the list to be read again, so the answer comes with the fresh list.
    await expect(table.getAllByText(t('table.yes'))).toHaveLength(2);
  },
};
