import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShortcutSheet } from './shortcut-sheet';

const meta = {
  title: 'Console/Command/ShortcutSheet',
  component: ShortcutSheet,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof ShortcutSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }));
    const terms = dialog.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(['Ctrl / ⌘ + K', '?']);
    await expect(terms[0]?.querySelectorAll('kbd')).toHaveLength(3);
    await expect(dialog.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      'Open the command palette',
      'Show this help',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
