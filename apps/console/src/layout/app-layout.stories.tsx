import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { AppLayout } from './app-layout';
import { APP_TITLE } from './logo';
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

/** Whether the story's language writes right to left, so the start edge is the right one. */
const isRtl = () => document.documentElement.dir === 'rtl';

function frameOf(canvasElement: HTMLElement) {
  return within(canvasElement).getByTestId('frame-360');
}

export const Desktop: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const t = storyText(context, 'shell');
    const canvas = within(context.canvasElement);
    const nav = await canvas.findByRole('navigation', { name: t('layout.mainNavigation') });
    const main = canvas.getByRole('main');
    // The sidebar sits beside the page, at its start.
    const [left, right] = isRtl() ? [main, nav] : [nav, main];
    await expect(left.getBoundingClientRect().right).toBeLessThanOrEqual(right.getBoundingClientRect().left);
    await expect(canvas.queryByRole('button', { name: t('layout.openMenu') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    // The skip link is the first stop and moves focus to the page.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: t('layout.skipToContent') });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await userEvent.keyboard('{Enter}');
    await expect(main).toHaveFocus();
    await expect(main).toHaveAttribute('id', 'main-content');
  },
};

export const Narrow360: Story = {
  ...PHONE,
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyText(context, 'shell');
    const canvas = within(canvasElement);
    const frame = frameOf(canvasElement);
    const menuButton = await canvas.findByRole('button', { name: t('layout.openMenu') });
    // Nothing overflows 360 px, and the side column is gone.
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(canvas.queryByRole('navigation', { name: t('layout.mainNavigation') })).not.toBeInTheDocument();

    // Keyboard: skip link, then the menu button opens the sheet; Escape closes it and focus comes back.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t('layout.skipToContent') })).toHaveFocus();
    await userEvent.tab();
    await expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: APP_TITLE });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(sheet).getByRole('button', { name: t('layout.closeMenu') })).toHaveFocus());
    // At the start edge, within the 360 px.
    const box = sheet.getBoundingClientRect();
    await expect(isRtl() ? box.right : box.left).toBe(isRtl() ? document.documentElement.clientWidth : 0);
    await expect(box.width).toBeLessThanOrEqual(360);
    await expect(within(sheet).getByRole('navigation', { name: t('layout.mainNavigation') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menuButton).toHaveFocus();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // The close button closes it too.
    await userEvent.keyboard(' ');
    const again = await screen.findByRole('dialog', { name: APP_TITLE });
    await waitFor(() => expect(within(again).getByRole('button', { name: t('layout.closeMenu') })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menuButton).toHaveFocus();

    // Following a link closes the sheet and hands focus to the page.
    await userEvent.keyboard('{Enter}');
    const third = within(await screen.findByRole('dialog', { name: APP_TITLE }));
    const profile = third.getByRole('link', { name: t('nav.profile') });
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
  play: async (context) => {
    const t = storyText(context, 'shell');
    await userEvent.click(await within(context.canvasElement).findByRole('button', { name: t('layout.openMenu') }));
    const sheet = within(await screen.findByRole('dialog', { name: APP_TITLE }));
    const nav = within(sheet.getByRole('navigation', { name: t('layout.mainNavigation') }));
    // The host's own list: some languages word its Detail tab as the team's Details page.
    const host = within(nav.getByRole('list', { name: 'blog.example.com' }));
    await expect(host.getByRole('link', { name: t('hostTabs.detail') })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: t('nav.hosting') })).toBeVisible();
    await expect(nav.getByRole('link', { name: t('nav.docs') })).toBeVisible();
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

/** A banned account on a page other than the host list (the profile): the notice shows above the page, in <main>. */
export const BannedNoticeOnAnyPage: Story = {
  args: {
    sidebar: { ...meta.args.sidebar, currentPath: '/user/profile' },
    accountNotice: { kind: 'banned' },
    children: <h1 className="text-2xl font-semibold">Profile</h1>,
  },
  play: async (context) => {
    const main = within(context.canvas.getByRole('main'));
    const notice = await main.findByRole('alert');
    await expect(notice).toHaveTextContent(storyText(context, 'common')('access.banned'));
    await expect(main.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    // Above the page's own heading.
    await expect(notice.compareDocumentPosition(main.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** A suspended account: the notice with the server's reason, in its own words. */
export const SuspendedNoticeOnAnyPage: Story = {
  args: {
    sidebar: { ...meta.args.sidebar, currentPath: '/user/team' },
    accountNotice: { kind: 'suspended', reason: 'Unpaid invoice INV-2031' },
  },
  play: async (context) => {
    const notice = await within(context.canvas.getByRole('main')).findByRole('alert');
    await expect(notice).toHaveTextContent(storyText(context, 'common')('access.suspended'));
    await expect(notice).toHaveTextContent('Unpaid invoice INV-2031');
  },
};
