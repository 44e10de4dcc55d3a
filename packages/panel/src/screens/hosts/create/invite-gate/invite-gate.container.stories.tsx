import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { InviteGateScreenContainer } from './invite-gate.container';

const meta = {
  title: 'Screens/Hosts/InviteGateContainer',
  component: InviteGateScreenContainer,
  args: { onGranted: fn(), onRedirect: fn() },
} satisfies Meta<typeof InviteGateScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const locked = panelStory({ scenario: 'locked' });

/** A locked (-1) team redeems a friend's code through the grant call and lands on the free plan. */
export const LockedRedeemsCode: Story = {
  ...locked,
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'invite-gate');
    await expect(await canvas.findByRole('link', { name: t('upgradeAction') })).toHaveAttribute('href', '/user/upgrade');
    await userEvent.type(canvas.getByLabelText(t('inviteLabel')), 'LESTARISTUDIO');
    await userEvent.click(canvas.getByRole('button', { name: t('inviteSubmit') }));
    await waitFor(() => expect(args.onGranted).toHaveBeenCalledOnce());
    const team = locked.store.state.teams.find((item) => item.id === 104);
    const plan = locked.store.state.catalog.plans.find((item) => item.id === team?.plan_id);
    await expect(plan?.level).toBe(0);
  },
};

/** The simulated server refuses a code it does not know, in its own words under the field. */
export const UnknownCodeRefused: Story = {
  ...panelStory({ scenario: 'locked' }),
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'invite-gate');
    await userEvent.type(await canvas.findByLabelText(t('inviteLabel')), 'NOPE');
    await userEvent.click(canvas.getByRole('button', { name: t('inviteSubmit') }));
    await expect(await canvas.findByText(t('inviteFailed', { message: 'This invite code does not exist.' }))).toBeVisible();
    await expect(args.onGranted).not.toHaveBeenCalled();
  },
};

/** Linking GitHub answers a redirect to the GitHub login, which the container follows. */
export const LinksGithub: Story = {
  ...panelStory({ scenario: 'locked' }),
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'invite-gate');
    await userEvent.click(await canvas.findByRole('button', { name: t('githubAction') }));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledOnce());
  },
};

export const Banned: Story = {
  ...panelStory({ scenario: 'banned' }),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'invite-gate');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('common:access.banned'));
    await expect(canvas.queryByLabelText(t('inviteLabel'))).not.toBeInTheDocument();
  },
};
