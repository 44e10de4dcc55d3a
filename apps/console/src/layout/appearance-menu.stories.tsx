import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText, type StoryText } from '@storybook-helpers/story-text';
import { AppearanceMenu } from './appearance-menu';

const meta = {
  title: 'Console/Layout/AppearanceMenu',
  component: AppearanceMenu,
  args: {
    theme: 'system',
    palette: 'light-dark',
    language: 'en',
    onThemeChange: fn(),
    onPaletteChange: fn(),
    onLanguageChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="flex justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppearanceMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A menu left open hides the page from assistive technology; close it so axe checks the page as users meet it. */
async function closeMenu() {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
}

/** The menu button's name: what it sets, as the top bar says it. */
const buttonName = (t: StoryText<'shell'>) => `${t('theme.title')}, ${t('language.title')}`;

export const SwitchingCallsTheCallbacks: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyText(context, 'shell');
    await userEvent.click(await within(canvasElement).findByRole('button', { name: buttonName(t) }));
    const menu = within(await screen.findByRole('menu'));
    const theme = within(menu.getByRole('group', { name: t('theme.title') }));
    await expect(theme.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([t('theme.system'), t('theme.light'), t('theme.dark')]);
    await expect(theme.getByRole('menuitemradio', { name: t('theme.system') })).toBeChecked();
    await userEvent.click(theme.getByRole('menuitemradio', { name: t('theme.dark') }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');

    const palette = within(menu.getByRole('group', { name: t('theme.palette') }));
    await expect(palette.getAllByRole('menuitemradio')).toHaveLength(3);
    await expect(palette.getByRole('menuitemradio', { name: 'light | dark' })).toBeChecked();
    await userEvent.click(palette.getByRole('menuitemradio', { name: 'lemonade | night' }));
    await expect(args.onPaletteChange).toHaveBeenCalledWith('lemonade-night');

    const languages = within(menu.getByRole('group', { name: t('language.title') }));
    await expect(languages.getAllByRole('menuitemradio')).toHaveLength(14);
    await expect(languages.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    const arabic = languages.getByRole('menuitemradio', { name: 'العربية' });
    await expect(arabic).toHaveAttribute('lang', 'ar');
    await userEvent.click(languages.getByRole('menuitemradio', { name: 'Deutsch' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('de');
    await closeMenu();
  },
};

export const KeyboardOperable: Story = {
  args: { theme: 'dark', palette: 'valentine-coffee', language: 'id' },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyText(context, 'shell');
    const trigger = await within(canvasElement).findByRole('button', { name: buttonName(t) });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getByRole('menuitemradio', { name: t('theme.dark') })).toBeChecked();
    await expect(menu.getByRole('menuitemradio', { name: 'valentine | coffee' })).toBeChecked();
    await expect(menu.getByRole('menuitemradio', { name: 'Bahasa Indonesia' })).toBeChecked();
    await waitFor(() => expect(menu.getByRole('menuitemradio', { name: t('theme.system') })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('menuitemradio', { name: t('theme.light') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
    // Choosing keeps the menu open for the next choice.
    await expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    await expect(menu.getByRole('menuitemradio', { name: '中文' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('zh');
    await closeMenu();
    await expect(trigger).toHaveFocus();
  },
};

export const LanguageLoading: Story = {
  args: { language: 'ja', isLanguageLoading: true },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByRole('status')).toHaveTextContent(storyText(context, 'shell')('language.loading'));
  },
};

export const LanguageLoaded: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await expect(await within(canvasElement).findByRole('button', { name: buttonName(storyText(context, 'shell')) })).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};
