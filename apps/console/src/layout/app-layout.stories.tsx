import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppLayout } from './app-layout';
import { STORY_FEATURES, STORY_HELP_LINKS, StoryLink, storyTopBar } from './story-fixtures';

const meta = {
  title: 'Console/Layout/AppLayout',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    sidebar: {
      userId: 5,
      features: STORY_FEATURES,
      role: 'owner',
      teamBase: '/user',
      currentPath: '/user/host/list',
      helpLinks: STORY_HELP_LINKS,
    },
    topBar: storyTopBar(),
    footer: { version: '1.4.0', helpLinks: STORY_HELP_LINKS },
    linkComponent: StoryLink,
    onNavigate: fn(),
    children: (
      <>
        <h1 className="text-2xl font-semibold">Websites</h1>
        <p className="mt-2 text-muted-foreground">Every website of the team, with its status and its server.</p>
      </>
    ),
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = {
  parameters: { viewport: { options: { phone360: { name: '360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  decorators: [
    (Story: () => ReactNode) => (
      <div data-testid="frame-360" style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

function frameOf(canvasElement: HTMLElement) {
  return within(canvasElement).getByTestId('frame-360');
}

export const Desktop: Story = {
  tags: ['palettes'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main navigation' });
    const main = canvas.getByRole('main');
    // The sidebar sits beside the page.
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(main.getBoundingClientRect().left);
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    // The skip link is the first stop and moves focus to the page.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await userEvent.keyboard('{Enter}');
    await expect(main).toHaveFocus();
    await expect(main).toHaveAttribute('id', 'main-content');
  },
};

export const Narrow360: Story = {
  ...PHONE,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = frameOf(canvasElement);
    const menuButton = await canvas.findByRole('button', { name: 'Open menu' });
    // Nothing overflows 360 px, and the side column is gone.
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    // Keyboard: skip link, then the menu button opens the sheet; Escape closes it and focus comes back.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    await expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Hostdeck' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Close menu' })).toHaveFocus());
    const box = sheet.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(box.right).toBeLessThanOrEqual(360);
    await expect(within(sheet).getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menuButton).toHaveFocus();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // The close button closes it too.
    await userEvent.keyboard(' ');
    const again = await screen.findByRole('dialog', { name: 'Hostdeck' });
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Close menu' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menuButton).toHaveFocus();

    // Following a link closes the sheet and hands focus to the page.
    await userEvent.keyboard('{Enter}');
    const third = within(await screen.findByRole('dialog', { name: 'Hostdeck' }));
    const profile = third.getByRole('link', { name: 'Profile' });
    while (document.activeElement !== profile) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/user/profile');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

/** Left open so the accessibility check covers the sheet itself. */
export const Narrow360SheetOpen: Story = {
  ...PHONE,
  args: { sidebar: { ...meta.args.sidebar, currentPath: '/user/host/detail/42', currentHost: { id: 42, name: 'blog.example.com' } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Open menu' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Hostdeck' }));
    const nav = within(sheet.getByRole('navigation', { name: 'Main navigation' }));
    await expect(nav.getByRole('link', { name: 'Detail' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Hosting' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Docs' })).toBeVisible();
  },
};

export const Narrow360Arabic: Story = {
  ...PHONE,
  globals: { ...PHONE.globals, language: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = frameOf(canvasElement);
    const banner = within(await canvas.findByRole('banner'));
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    // The menu button is the banner's first button; the sheet comes in from the start edge, the right in Arabic.
    await userEvent.click(banner.getAllByRole('button')[0] as HTMLElement);
    const sheet = await screen.findByRole('dialog');
    await expect(sheet.getBoundingClientRect().right).toBe(document.documentElement.clientWidth);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
