import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { InviteGateContainer } from './invite-gate.container';

const meta = {
  title: 'Screens/Hosts/Create/Invite gate (container)',
  component: InviteGateContainer,
  args: { onGranted: fn(), onRedirect: fn() },
} satisfies Meta<typeof InviteGateContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const locked = panelStory({ scenario: 'locked' });

/** A locked (-1) team redeems a friend's code through the grant call and lands on the free plan. */
export const LockedRedeemsCode: Story = {
  ...locked,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/user/upgrade');
    await userEvent.type(canvas.getByLabelText('Invite code'), 'LESTARISTUDIO');
    await userEvent.click(canvas.getByRole('button', { name: 'Use invite code' }));
    await waitFor(() => expect(args.onGranted).toHaveBeenCalledOnce());
    const team = locked.store.state.teams.find((item) => item.id === 104);
    const plan = locked.store.state.catalog.plans.find((item) => item.id === team?.plan_id);
    await expect(plan?.level).toBe(0);
  },
};

const refused = panelStory({ scenario: 'locked' });

export const LockedUnknownCode: Story = {
  ...refused,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Invite code'), 'NOPE');
    await userEvent.click(canvas.getByRole('button', { name: 'Use invite code' }));
    await expect(await canvas.findByText('This invite code could not be used: This invite code does not exist.')).toBeVisible();
    await expect(args.onGranted).not.toHaveBeenCalled();
  },
};

const linking = panelStory({ scenario: 'locked' });

/** Linking GitHub answers a redirect to the GitHub login, which the container follows. */
export const LockedLinksGithub: Story = {
  ...linking,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Link GitHub account' }));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledOnce());
  },
};

export const BannedWorld: Story = {
  ...panelStory({ scenario: 'banned' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your account is banned, sorry.');
    await expect(canvas.queryByLabelText('Invite code')).not.toBeInTheDocument();
  },
};
