import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText, type StoryText } from '@storybook-helpers/story-text';
import { UserMenu } from './user-menu';
import {
  PLAN_FREE,
  PLAN_KIT,
  StoryLink,
  TEAM_AT_LIMITS,
  TEAM_MEMBER,
  TEAM_OWNER_FREE,
  STORY_USER,
  storyNumber,
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

async function openPanel(canvasElement: HTMLElement, t: StoryText<'shell'>) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: t('topBar.userMenu') }));
  return within(await screen.findByRole('dialog', { name: t('topBar.userMenu') }));
}

const METERS = ['topBar.storage', 'topBar.bandwidth', 'topBar.instances', 'topBar.users', 'topBar.expiry'] as const;

const meterNames = (panel: ReturnType<typeof within>) =>
  panel.getAllByRole('meter').map((meter: HTMLElement) => meter.getAttribute('aria-label'));

export const PaidOwner: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyText(context, 'shell');
    const number = storyNumber(context);
    const panel = await openPanel(canvasElement, t);
    await expect(meterNames(panel)).toEqual(METERS.map((key) => t(key)));
    await expect(panel.getByRole('meter', { name: t('topBar.storage') })).toHaveAttribute(
      'aria-valuetext',
      t('topBar.usageOf', { used: `${number(1.17)} GiB`, total: `${number(5)} GiB` }),
    );
    await expect(panel.getByRole('meter', { name: t('topBar.instances') })).toHaveAttribute('aria-valuetext', t('topBar.usageOf', { used: number(2), total: number(5) }));
    await expect(panel.getByRole('meter', { name: t('topBar.expiry') })).toHaveAttribute('aria-valuetext', t('topBar.expiresIn', { count: 171 }));
    for (const meter of panel.getAllByRole('meter')) await expect(meter).toHaveAttribute('data-tone', 'normal');
    // Owners see no big avatar.
    await expect(panel.queryByRole('img', { name: STORY_USER.name })).not.toBeInTheDocument();
    const teams = within(panel.getByRole('list', { name: t('topBar.otherTeams') }));
    const studio = teams.getByRole('link', { name: /Studio Kaleng/ });
    await expect(studio).toHaveAttribute('href', '/user/team/11');
    await expect(studio).toHaveTextContent(PLAN_KIT.alias);
    await expect(teams.getByRole('link', { name: /Warung Kopi/ })).toHaveTextContent(PLAN_FREE.alias);
    await expect(panel.getByRole('link', { name: t('topBar.team') })).toHaveAttribute('href', '/user/detail');
    await expect(panel.getByRole('link', { name: t('nav.profile') })).toHaveAttribute('href', '/user/profile');
    await userEvent.click(panel.getByRole('button', { name: t('topBar.logOut') }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const FreeOwner: Story = {
  args: { team: TEAM_OWNER_FREE, plan: PLAN_FREE },
  play: async (context) => {
    const t = storyText(context, 'shell');
    const number = storyNumber(context);
    const panel = await openPanel(context.canvasElement, t);
    // The free plan renews itself: its owner sees no expiry meter.
    await expect(meterNames(panel)).toEqual(METERS.slice(0, 4).map((key) => t(key)));
    await expect(panel.getByRole('meter', { name: t('topBar.storage') })).toHaveAttribute(
      'aria-valuetext',
      t('topBar.usageOf', { used: `${number(300)} MiB`, total: `${number(1)} GiB` }),
    );
  },
};

export const Member: Story = {
  args: { team: TEAM_MEMBER, plan: PLAN_KIT, teamBase: '/user/team/11', otherTeams: [] },
  play: async (context) => {
    const t = storyText(context, 'shell');
    const panel = await openPanel(context.canvasElement, t);
    const avatar = panel.getByRole('img', { name: STORY_USER.name });
    const root = avatar.closest('[data-slot="avatar"]');
    await expect(root).toHaveAttribute('data-size', 'lg');
    await expect(root?.getBoundingClientRect().width).toBe(60);
    await expect(meterNames(panel)).toContain(t('topBar.expiry'));
    await expect(panel.queryByRole('list', { name: t('topBar.otherTeams') })).not.toBeInTheDocument();
    await expect(panel.getByRole('link', { name: t('topBar.team') })).toHaveAttribute('href', '/user/team/11/detail');
  },
};

export const WarningAndErrorMeters: Story = {
  args: { team: TEAM_AT_LIMITS },
  play: async (context) => {
    const t = storyText(context, 'shell');
    const panel = await openPanel(context.canvasElement, t);
    const tones = [
      ['topBar.storage', 'error'],
      ['topBar.bandwidth', 'error'],
      ['topBar.instances', 'warning'],
      ['topBar.users', 'warning'],
      ['topBar.expiry', 'warning'],
    ] as const;
    for (const [key, tone] of tones) {
      await expect(panel.getByRole('meter', { name: t(key) })).toHaveAttribute('data-tone', tone);
    }
    await expect(panel.getByRole('meter', { name: t('topBar.expiry') })).toHaveAttribute('aria-valuetext', t('topBar.expiresIn', { count: 4 }));
  },
};

export const KeyboardOperable: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyText(context, 'shell');
    const trigger = await within(canvasElement).findByRole('button', { name: t('topBar.userMenu') });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = within(await screen.findByRole('dialog', { name: t('topBar.userMenu') }));
    await waitFor(() => expect(panel.getByRole('link', { name: /Studio Kaleng/ })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard(' ');
    const reopened = within(await screen.findByRole('dialog', { name: t('topBar.userMenu') }));
    const logOut = reopened.getByRole('button', { name: t('topBar.logOut') });
    while (document.activeElement !== logOut) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const FollowingALinkCloses: Story = {
  play: async (context) => {
    const t = storyText(context, 'shell');
    const panel = await openPanel(context.canvasElement, t);
    await userEvent.click(panel.getByRole('link', { name: t('nav.profile') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
