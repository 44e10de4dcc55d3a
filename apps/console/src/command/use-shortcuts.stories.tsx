import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { CommandPalette } from './command-palette';
import { ShortcutSheet } from './shortcut-sheet';
import { STORY_HOSTS, STORY_PAGES } from './story-fixtures';
import { useGlobalShortcuts } from './use-shortcuts';

/** The harness's own field, not a console word: its label is the same in every language. */
const NOTES_LABEL = 'Notes';

interface ShortcutsHarnessProps {
  onSelect: (href: string) => void;
}

/** A page using the hook: Ctrl/⌘+K opens the palette, '?' the shortcut list; a text field to type '?' into. */
function ShortcutsHarness({ onSelect }: ShortcutsHarnessProps) {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  useGlobalShortcuts({
    onOpenPalette: () => {
      setHelpOpen(false);
      setPaletteOpen(true);
    },
    onOpenHelp: () => setHelpOpen(true),
  });
  return (
    <div className="grid max-w-sm gap-2 text-sm">
      <label htmlFor="harness-notes" className="font-medium">
        {NOTES_LABEL}
      </label>
      <input id="harness-notes" className="rounded-md border border-input bg-background px-3 py-2" />
      <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} pages={STORY_PAGES} hosts={STORY_HOSTS} onSelect={onSelect} />
      <ShortcutSheet open={helpOpen} onOpenChange={setHelpOpen} />
    </div>
  );
}

const meta = {
  title: 'Console/Command/GlobalShortcuts',
  component: ShortcutsHarness,
  args: { onSelect: fn() },
} satisfies Meta<typeof ShortcutsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Control+K on the page body opens the palette; the choice is reported and focus comes back to the body. */
export const ControlKOpensPalette: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyText(context, 'shell');
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(document.body).toHaveFocus();
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = within(await screen.findByRole('dialog', { name: t('commandPalette.title') }));
    const input = dialog.getByRole('combobox', { name: t('commandPalette.title') });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'shop{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith('/user/host/detail/102');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** ⌘+K works while typing in a field. */
export const MetaKFromInput: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: NOTES_LABEL }));
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await expect(await screen.findByRole('dialog', { name: storyText(context, 'shell')('commandPalette.title') })).toBeVisible();
  },
};

/** '?' opens the shortcut list from the page, but is just a character in a text field. */
export const QuestionMarkOpensHelp: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const notes = within(canvasElement).getByRole('textbox', { name: NOTES_LABEL });
    await userEvent.type(notes, 'why?');
    await expect(notes).toHaveValue('why?');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    notes.blur();
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: storyText(context, 'shell')('shortcuts.title') });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
