import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText, type StoryText } from '@storybook-helpers/story-text';
import { APP_TITLE } from './logo';
import { TopBar } from './top-bar';
import { StoryLink, storyTopBar } from './story-fixtures';

const meta = {
  title: 'Console/Layout/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: { ...storyTopBar(), linkComponent: StoryLink, onOpenMenu: fn() },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = {
  parameters: { viewport: { options: { phone360: { name: '360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};

/** The bar's buttons by name: the bell with the two unread of the fixtures, appearance, user menu. */
const buttonNames = (t: StoryText<'shell'>) => ({
  bell: `${t('topBar.notifications')} ${t('topBar.unread', { count: 2 })}`,
  appearance: `${t('theme.title')}, ${t('language.title')}`,
  userMenu: t('topBar.userMenu'),
});

export const Desktop: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const t = storyText(context, 'shell');
    const banner = within(await within(context.canvasElement).findByRole('banner'));
    const home = banner.getByRole('link', { name: APP_TITLE });
    await expect(home).toHaveAttribute('href', '/user/host/list');
    // The mark is decorative: the title names the link.
    await expect(home.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    for (const name of Object.values(buttonNames(t))) await expect(banner.getByRole('button', { name })).toBeVisible();
    // From the lg breakpoint the sidebar is always there: the menu button is hidden (out of the accessibility tree).
    await expect(banner.queryByRole('button', { name: t('layout.openMenu') })).not.toBeInTheDocument();
  },
};

export const Narrow: Story = {
  ...PHONE,
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyText(context, 'shell');
    const banner = within(await within(canvasElement).findByRole('banner'));
    const menu = banner.getByRole('button', { name: t('layout.openMenu') });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    menu.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenMenu).toHaveBeenCalledOnce();
    for (const name of Object.values(buttonNames(t))) {
      const button = banner.getByRole('button', { name });
      await expect(button).toBeVisible();
      // Tap targets of 44 px.
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    const bar = canvasElement.querySelector('header');
    await expect(bar?.scrollWidth).toBeLessThanOrEqual(bar?.clientWidth ?? 0);
  },
};

/** Long enough for a lazy chunk on a cold dev server. */
const MENU_CODE_TIMEOUT = 10_000;

export const OpensItsMenus: Story = {
  play: async (context) => {
    const t = storyText(context, 'shell');
    const { bell, userMenu } = buttonNames(t);
    const banner = within(await within(context.canvasElement).findByRole('banner'));
    await userEvent.click(banner.getByRole('button', { name: userMenu }));
    // The menus' code loads on first use, so the first opening waits for it.
    const panel = within(await screen.findByRole('dialog', { name: t('topBar.userMenu') }, { timeout: MENU_CODE_TIMEOUT }));
    await expect(panel.getAllByRole('meter')).toHaveLength(5);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(banner.getByRole('button', { name: bell }));
    await expect(await screen.findByRole('dialog', { name: t('topBar.notifications') }, { timeout: MENU_CODE_TIMEOUT })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
