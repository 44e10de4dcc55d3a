import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText, type StoryText } from '@storybook-helpers/story-text';
import { Sidebar } from './sidebar';
import { STORY_FEATURES, STORY_HELP_LINKS, StoryLink } from './story-fixtures';

const meta = {
  title: 'Console/Layout/Sidebar',
  component: Sidebar,
  args: {
    userId: 5,
    features: STORY_FEATURES,
    role: 'owner',
    teamBase: '/user',
    currentPath: '/user/host/list',
    helpLinks: STORY_HELP_LINKS,
    salesHref: 'https://sales.hostdeck.example',
    linkComponent: StoryLink,
    onNavigate: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-64 rounded-lg border bg-card p-2 text-card-foreground">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

function navOf(canvasElement: HTMLElement, t: StoryText<'shell'>) {
  return within(within(canvasElement).getByRole('navigation', { name: t('layout.mainNavigation') }));
}

const TEAM_PAGES = ['nav.details', 'nav.members', 'nav.upgrade', 'nav.invoices', 'nav.archives'] as const;
const HELP = ['nav.docs', 'nav.email', 'nav.chat', 'nav.forum', 'nav.updates', 'nav.status'] as const;
/** The links that show only when initdata's features allow them. */
const GATED = ['nav.domains', 'nav.backups', 'nav.servers', 'nav.inviteCode'] as const;

export const Owner: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyText(context, 'shell');
    const nav = navOf(canvasElement, t);
    const hosting = await nav.findByRole('link', { name: t('nav.hosting') });
    await expect(hosting).toHaveAttribute('aria-current', 'page');
    await expect(hosting).toHaveAttribute('href', '/user/host/list');
    for (const key of [...GATED, 'nav.profile'] as const) {
      await expect(nav.getByRole('link', { name: t(key) })).not.toHaveAttribute('aria-current');
    }
    await expect(nav.getByRole('link', { name: t('nav.inviteCode') })).toHaveAttribute('href', '/user/invite-code');
    const team = within(nav.getByRole('list', { name: t('nav.team') }));
    await expect(team.getAllByRole('link').map((link) => link.textContent)).toEqual(TEAM_PAGES.map((key) => t(key)));
    await expect(team.getByRole('link', { name: t('nav.archives') })).toHaveAttribute('href', '/user/history');
    const help = within(nav.getByRole('list', { name: t('nav.help') }));
    await expect(help.getAllByRole('link').map((link) => link.textContent)).toEqual(HELP.map((key) => t(key)));
    await expect(help.getByRole('link', { name: t('nav.docs') })).toHaveAttribute('target', '_blank');
    await expect(nav.queryByRole('link', { name: t('nav.users') })).not.toBeInTheDocument();
    await expect(nav.queryByRole('link', { name: t('nav.sales') })).not.toBeInTheDocument();
    // Following a link reports it, so the sheet can close.
    await userEvent.click(nav.getByRole('link', { name: t('nav.profile') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/user/profile');
  },
};

export const Member: Story = {
  args: { role: 'member', teamBase: '/user/team/11', currentPath: '/user/team/11/invoice' },
  play: async (context) => {
    const t = storyText(context, 'shell');
    const nav = navOf(context.canvasElement, t);
    const team = within(await nav.findByRole('list', { name: t('nav.team') }));
    // Members see every team page but the archives.
    await expect(team.getAllByRole('link').map((link) => link.textContent)).toEqual(TEAM_PAGES.slice(0, 4).map((key) => t(key)));
    await expect(team.getByRole('link', { name: t('nav.invoices') })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: t('nav.hosting') })).toHaveAttribute('href', '/user/team/11/host/list');
    await expect(nav.getByRole('link', { name: t('nav.hosting') })).not.toHaveAttribute('aria-current');
  },
};

export const Client: Story = {
  args: { role: 'client' },
  play: async (context) => {
    const t = storyText(context, 'shell');
    const team = within(await navOf(context.canvasElement, t).findByRole('list', { name: t('nav.team') }));
    await expect(team.getAllByRole('link').map((link) => link.textContent)).toEqual([t('nav.details'), t('nav.members')]);
  },
};

export const Administrator: Story = {
  args: { userId: 1, currentPath: '/user/users' },
  play: async (context) => {
    const t = storyText(context, 'shell');
    const nav = navOf(context.canvasElement, t);
    const users = await nav.findByRole('link', { name: t('nav.users') });
    await expect(users).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: t('nav.sales') })).toHaveAttribute('href', 'https://sales.hostdeck.example');
    await expect(nav.queryByRole('link', { name: t('nav.inviteCode') })).not.toBeInTheDocument();
    await expect(nav.getByRole('link', { name: t('nav.servers') })).toBeInTheDocument();
  },
};

export const WithoutOptionalFeatures: Story = {
  args: { features: {} },
  play: async (context) => {
    const t = storyText(context, 'shell');
    const nav = navOf(context.canvasElement, t);
    await expect(await nav.findByRole('link', { name: t('nav.hosting') })).toBeInTheDocument();
    for (const key of GATED) {
      await expect(nav.queryByRole('link', { name: t(key) })).not.toBeInTheDocument();
    }
    await expect(nav.getByRole('link', { name: t('nav.profile') })).toBeInTheDocument();
  },
};

export const WithHostOpen: Story = {
  args: { currentPath: '/user/host/nginx/42', currentHost: { id: 42, name: 'blog.example.com' } },
  play: async (context) => {
    const t = storyText(context, 'shell');
    const nav = navOf(context.canvasElement, t);
    const host = within(await nav.findByRole('list', { name: 'blog.example.com' }));
    await expect(host.getByRole('link', { name: t('hostTabs.detail') })).toHaveAttribute('href', '/user/host/detail/42');
    await expect(host.getByRole('link', { name: t('hostTabs.manage') })).toHaveAttribute('href', '/user/host/manage/42');
    await expect(host.getByRole('link', { name: t('hostTabs.runner') })).toHaveAttribute('href', '/user/host/runner/42');
    // The group holding the current page starts open, with the page marked.
    await expect(host.getByRole('button', { name: t('hostTabs.check') })).toHaveAttribute('aria-expanded', 'true');
    await expect(host.getByRole('link', { name: t('hostTabs.nginx') })).toHaveAttribute('aria-current', 'page');
    for (const key of ['hostTabs.connection', 'hostTabs.log', 'hostTabs.dns', 'hostTabs.user', 'hostTabs.firewall'] as const) {
      await expect(host.getByRole('link', { name: t(key) })).toBeVisible();
    }
    const admin = host.getByRole('button', { name: t('hostTabs.admin') });
    await expect(admin).toHaveAttribute('aria-expanded', 'false');
    await expect(host.queryByRole('link', { name: t('hostTabs.database') })).not.toBeInTheDocument();
    // Opened by keyboard.
    admin.focus();
    await userEvent.keyboard('{Enter}');
    await expect(admin).toHaveAttribute('aria-expanded', 'true');
    await expect(host.getByRole('link', { name: t('hostTabs.database') })).toHaveAttribute('href', '/user/host/database/42');
    await expect(host.getByRole('link', { name: t('hostTabs.software') })).toHaveAttribute('href', '/user/host/software/42');
    await userEvent.keyboard(' ');
    await expect(admin).toHaveAttribute('aria-expanded', 'false');
    // Hosting stays emphasised as the section, without claiming to be the page.
    await expect(nav.getByRole('link', { name: t('nav.hosting') })).not.toHaveAttribute('aria-current');
  },
};
