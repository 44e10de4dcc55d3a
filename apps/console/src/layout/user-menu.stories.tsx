import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from './user-menu';
import {
  PLAN_FREE,
  PLAN_KIT,
  StoryLink,
  TEAM_AT_LIMITS,
  TEAM_MEMBER,
  TEAM_OWNER_FREE,
  userMenuStoryProps,
} from './story-fixtures';

const meta = {
  title: 'Console/Layout/UserMenu',
  component: UserMenu,
  args: { ...userMenuStoryProps(), linkComponent: StoryLink },
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

async function openPanel(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'User menu' }));
  return within(await screen.findByRole('dialog', { name: 'User menu' }));
}

const meterNames = (panel: ReturnType<typeof within>) =>
  panel.getAllByRole('meter').map((meter: HTMLElement) => meter.getAttribute('aria-label'));

export const PaidOwner: Story = {
  tags: ['palettes'],
  play: async ({ args, canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(meterNames(panel)).toEqual(['Storage', 'Bandwidth', 'Instances', 'Users', 'Expiry']);
    await expect(panel.getByRole('meter', { name: 'Storage' })).toHaveAttribute('aria-valuetext', '1.17 GiB of 5 GiB');
    await expect(panel.getByRole('meter', { name: 'Instances' })).toHaveAttribute('aria-valuetext', '2 of 5');
    await expect(panel.getByRole('meter', { name: 'Expiry' })).toHaveAttribute('aria-valuetext', 'Expires in 171 days');
    for (const meter of panel.getAllByRole('meter')) await expect(meter).toHaveAttribute('data-tone', 'normal');
    // Owners see no big avatar.
    await expect(panel.queryByRole('img', { name: 'Ana Putri' })).not.toBeInTheDocument();
    const teams = within(panel.getByRole('list', { name: 'Other teams' }));
    const studio = teams.getByRole('link', { name: /Studio Kaleng/ });
    await expect(studio).toHaveAttribute('href', '/user/team/11');
    await expect(studio).toHaveTextContent(PLAN_KIT.alias);
    await expect(teams.getByRole('link', { name: /Warung Kopi/ })).toHaveTextContent(PLAN_FREE.alias);
    await expect(panel.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/user/detail');
    await expect(panel.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user/profile');
    await userEvent.click(panel.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const FreeOwner: Story = {
  args: { team: TEAM_OWNER_FREE, plan: PLAN_FREE },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    // The free plan renews itself: its owner sees no expiry meter.
    await expect(meterNames(panel)).toEqual(['Storage', 'Bandwidth', 'Instances', 'Users']);
    await expect(panel.getByRole('meter', { name: 'Storage' })).toHaveAttribute('aria-valuetext', '300 MiB of 1 GiB');
  },
};

export const Member: Story = {
  args: { team: TEAM_MEMBER, plan: PLAN_KIT, teamBase: '/user/team/11', otherTeams: [] },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const avatar = panel.getByRole('img', { name: 'Ana Putri' });
    const root = avatar.closest('[data-slot="avatar"]');
    await expect(root).toHaveAttribute('data-size', 'lg');
    await expect(root?.getBoundingClientRect().width).toBe(60);
    await expect(meterNames(panel)).toContain('Expiry');
    await expect(panel.queryByRole('list', { name: 'Other teams' })).not.toBeInTheDocument();
    await expect(panel.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/user/team/11/detail');
  },
};

export const WarningAndErrorMeters: Story = {
  args: { team: TEAM_AT_LIMITS },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const tones = { Storage: 'error', Bandwidth: 'error', Instances: 'warning', Users: 'warning', Expiry: 'warning' };
    for (const [name, tone] of Object.entries(tones)) {
      await expect(panel.getByRole('meter', { name })).toHaveAttribute('data-tone', tone);
    }
    await expect(panel.getByRole('meter', { name: 'Expiry' })).toHaveAttribute('aria-valuetext', 'Expires in 4 days');
  },
};

export const KeyboardOperable: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'User menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = within(await screen.findByRole('dialog', { name: 'User menu' }));
    await waitFor(() => expect(panel.getByRole('link', { name: /Studio Kaleng/ })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard(' ');
    const reopened = within(await screen.findByRole('dialog', { name: 'User menu' }));
    const logOut = reopened.getByRole('button', { name: 'Log out' });
    while (document.activeElement !== logOut) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const FollowingALinkCloses: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(panel.getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
