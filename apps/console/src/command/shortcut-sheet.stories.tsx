import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { ShortcutSheet } from './shortcut-sheet';

const meta = {
  title: 'Console/Command/ShortcutSheet',
  component: ShortcutSheet,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof ShortcutSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyText(context, 'shell');
    const dialog = within(await screen.findByRole('dialog', { name: t('shortcuts.title') }));
    const terms = dialog.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(['Ctrl / ⌘ + K', '?']);
    await expect(terms[0]?.querySelectorAll('kbd')).toHaveLength(3);
    await expect(dialog.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      t('shortcuts.openPalette'),
      t('shortcuts.showHelp'),
    ]);
    await userEvent.click(dialog.getByRole('button', { name: t('ui:close') }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
