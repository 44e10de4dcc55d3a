import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from './user-menu';
import {
  OTHER_TEAMS,
  PLAN_FREE,
  PLAN_KIT,
  STORY_NOW,
  STORY_PLANS,
  STORY_USER,
  StoryLink,
  TEAM_AT_LIMITS,
  TEAM_MEMBER,
  TEAM_OWNER_FREE,
  TEAM_OWNER_PAID,
  PLAN_LITE,
} from './story-fixtures';

const meta = {
  title: 'Console/Layout/UserMenu',
  component: UserMenu,
  args: {
    user: STORY_USER,
    team: TEAM_OWNER_PAID,
    plan: PLAN_LITE,
    now: STORY_NOW,
    otherTeams: OTHER_TEAMS,
    plans: STORY_PLANS,
    defaultTeamId: TEAM_OWNER_PAID.id,
    teamBase: '/user',
    linkComponent: StoryLink,
    onLogout: fn(),
  },
  decorators: [
    (Story) => (
      <div className="flex justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'User menu' }));
  return within(await screen.findByRole('menu'));
}

/** A menu left open hides the page from assistive technology; close it so axe checks the page as users meet it. */
async function closeMenu() {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
}

const meterNames = (menu: ReturnType<typeof within>) => menu.getAllByRole('meter').map((meter) => meter.getAttribute('aria-label'));

export const PaidOwner: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(meterNames(menu)).toEqual(['Storage', 'Bandwidth', 'Instances', 'Users', 'Expiry']);
    await expect(menu.getByRole('meter', { name: 'Storage' })).toHaveAttribute('aria-valuetext', '1.17 GiB / 5 GiB');
    await expect(menu.getByRole('meter', { name: 'Instances' })).toHaveAttribute('aria-valuetext', '2 / 5');
    await expect(menu.getByRole('meter', { name: 'Expiry' })).toHaveAttribute('aria-valuetext', 'Expires in 171 days');
    for (const meter of menu.getAllByRole('meter')) await expect(meter).toHaveAttribute('data-tone', 'normal');
    // Owners see no big avatar.
    await expect(menu.queryByRole('img', { name: 'Ana Putri' })).not.toBeInTheDocument();
    const teams = within(menu.getByRole('group', { name: 'Other teams' }));
    const studio = teams.getByRole('menuitem', { name: /Studio Kaleng/ });
    await expect(studio).toHaveAttribute('href', '/user/team/11');
    await expect(studio).toHaveTextContent(PLAN_KIT.alias);
    await expect(teams.getByRole('menuitem', { name: /Warung Kopi/ })).toHaveTextContent(PLAN_FREE.alias);
    await expect(menu.getByRole('menuitem', { name: 'Team' })).toHaveAttribute('href', '/user/detail');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/user/profile');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const FreeOwner: Story = {
  args: { team: TEAM_OWNER_FREE, plan: PLAN_FREE },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    // The free plan renews itself: its owner sees no expiry meter.
    await expect(meterNames(menu)).toEqual(['Storage', 'Bandwidth', 'Instances', 'Users']);
    await expect(menu.getByRole('meter', { name: 'Storage' })).toHaveAttribute('aria-valuetext', '300 MiB / 1 GiB');
    await closeMenu();
  },
};

export const Member: Story = {
  args: { team: TEAM_MEMBER, plan: PLAN_KIT, teamBase: '/user/team/11', otherTeams: [] },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const avatar = menu.getByRole('img', { name: 'Ana Putri' });
    const root = avatar.closest('[data-slot="avatar"]');
    await expect(root).toHaveAttribute('data-size', 'lg');
    await expect(root?.getBoundingClientRect().width).toBe(60);
    await expect(meterNames(menu)).toContain('Expiry');
    await expect(menu.queryByRole('group', { name: 'Other teams' })).not.toBeInTheDocument();
    await expect(menu.getByRole('menuitem', { name: 'Team' })).toHaveAttribute('href', '/user/team/11/detail');
    await closeMenu();
  },
};

export const WarningAndErrorMeters: Story = {
  args: { team: TEAM_AT_LIMITS },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const tones = { Storage: 'error', Bandwidth: 'error', Instances: 'warning', Users: 'warning', Expiry: 'warning' };
    for (const [name, tone] of Object.entries(tones)) {
      await expect(menu.getByRole('meter', { name })).toHaveAttribute('data-tone', tone);
    }
    await expect(menu.getByRole('meter', { name: 'Expiry' })).toHaveAttribute('aria-valuetext', 'Expires in 4 days');
    await closeMenu();
  },
};

export const KeyboardOperable: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'User menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await screen.findByRole('menu'));
    await waitFor(() => expect(menu.getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
