import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

function navOf(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('navigation', { name: 'Main navigation' }));
}

const TEAM_PAGES = ['Details', 'Members', 'Upgrade', 'Invoices', 'Archives'];
const HELP = ['Docs', 'Email', 'Chat', 'Forum', 'Updates', 'Status'];

export const Owner: Story = {
  tags: ['palettes'],
  play: async ({ args, canvasElement }) => {
    const nav = navOf(canvasElement);
    const hosting = await nav.findByRole('link', { name: 'Hosting' });
    await expect(hosting).toHaveAttribute('aria-current', 'page');
    await expect(hosting).toHaveAttribute('href', '/user/host/list');
    for (const name of ['Domains', 'Backups', 'Servers', 'Invite code', 'Profile']) {
      await expect(nav.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
    await expect(nav.getByRole('link', { name: 'Invite code' })).toHaveAttribute('href', '/user/invite-code');
    const team = within(nav.getByRole('list', { name: 'Team' }));
    await expect(team.getAllByRole('link').map((link) => link.textContent)).toEqual(TEAM_PAGES);
    await expect(team.getByRole('link', { name: 'Archives' })).toHaveAttribute('href', '/user/history');
    const help = within(nav.getByRole('list', { name: 'Help' }));
    await expect(help.getAllByRole('link').map((link) => link.textContent)).toEqual(HELP);
    await expect(help.getByRole('link', { name: 'Docs' })).toHaveAttribute('target', '_blank');
    await expect(nav.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    await expect(nav.queryByRole('link', { name: 'Sales' })).not.toBeInTheDocument();
    // Following a link reports it, so the sheet can close.
    await userEvent.click(nav.getByRole('link', { name: 'Profile' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/user/profile');
  },
};

export const Member: Story = {
  args: { role: 'member', teamBase: '/user/team/11', currentPath: '/user/team/11/invoice' },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    const team = within(await nav.findByRole('list', { name: 'Team' }));
    await expect(team.getAllByRole('link').map((link) => link.textContent)).toEqual(['Details', 'Members', 'Upgrade', 'Invoices']);
    await expect(team.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Hosting' })).toHaveAttribute('href', '/user/team/11/host/list');
    await expect(nav.getByRole('link', { name: 'Hosting' })).not.toHaveAttribute('aria-current');
  },
};

export const Client: Story = {
  args: { role: 'client' },
  play: async ({ canvasElement }) => {
    const team = within(await navOf(canvasElement).findByRole('list', { name: 'Team' }));
    await expect(team.getAllByRole('link').map((link) => link.textContent)).toEqual(['Details', 'Members']);
  },
};

export const Administrator: Story = {
  args: { userId: 1, currentPath: '/user/users' },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    const users = await nav.findByRole('link', { name: 'Users' });
    await expect(users).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Sales' })).toHaveAttribute('href', 'https://sales.hostdeck.example');
    await expect(nav.queryByRole('link', { name: 'Invite code' })).not.toBeInTheDocument();
    await expect(nav.getByRole('link', { name: 'Servers' })).toBeInTheDocument();
  },
};

export const WithoutOptionalFeatures: Story = {
  args: { features: {} },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    await expect(await nav.findByRole('link', { name: 'Hosting' })).toBeInTheDocument();
    for (const name of ['Domains', 'Backups', 'Servers', 'Invite code']) {
      await expect(nav.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
  },
};

export const WithHostOpen: Story = {
  args: { currentPath: '/user/host/nginx/42', currentHost: { id: 42, name: 'blog.example.com' } },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    const host = within(await nav.findByRole('list', { name: 'blog.example.com' }));
    await expect(host.getByRole('link', { name: 'Detail' })).toHaveAttribute('href', '/user/host/detail/42');
    await expect(host.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/user/host/manage/42');
    await expect(host.getByRole('link', { name: 'Runner' })).toHaveAttribute('href', '/user/host/runner/42');
    // The group holding the current page starts open, with the page marked.
    await expect(host.getByRole('button', { name: 'Check' })).toHaveAttribute('aria-expanded', 'true');
    await expect(host.getByRole('link', { name: 'NGINX' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Connection', 'Log', 'DNS', 'User', 'Firewall']) {
      await expect(host.getByRole('link', { name })).toBeVisible();
    }
    const admin = host.getByRole('button', { name: 'Admin' });
    await expect(admin).toHaveAttribute('aria-expanded', 'false');
    await expect(host.queryByRole('link', { name: 'Database' })).not.toBeInTheDocument();
    // Opened by keyboard.
    admin.focus();
    await userEvent.keyboard('{Enter}');
    await expect(admin).toHaveAttribute('aria-expanded', 'true');
    await expect(host.getByRole('link', { name: 'Database' })).toHaveAttribute('href', '/user/host/database/42');
    await expect(host.getByRole('link', { name: 'Software' })).toHaveAttribute('href', '/user/host/software/42');
    await userEvent.keyboard(' ');
    await expect(admin).toHaveAttribute('aria-expanded', 'false');
    // Hosting stays emphasised as the section, without claiming to be the page.
    await expect(nav.getByRole('link', { name: 'Hosting' })).not.toHaveAttribute('aria-current');
  },
};
