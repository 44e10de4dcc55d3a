import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { toast } from '@hostdeck/ui';
import { createHandlers } from '@hostdeck/mock-api';
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

/** Sarah's locked team (104). */
const LOCKED_TEAM = 104;

const locked = panelStory({ scenario: 'locked' });

/** A locked (-1) team redeems a friend's code through the grant call and lands on the free plan. */
export const LockedRedeemsCode: Story = {
  ...locked,
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'invite-gate');
    await userEvent.type(await canvas.findByLabelText(t('inviteLabel')), 'LESTARISTUDIO');
    await userEvent.click(canvas.getByRole('button', { name: t('inviteSubmit') }));
    // Linking, then reading the team and its plans again: three calls, which a busy machine can stretch past a second.
    await waitFor(() => expect(args.onGranted).toHaveBeenCalledOnce(), { timeout: 5000 });
    const team = locked.store.state.teams.find((item) => item.id === LOCKED_TEAM);
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

/** Opens the GitHub dialog and links from it; resolves to the dialog. */
async function linkGithub(context: Parameters<NonNullable<Story['play']>>[0]) {
  const t = storyText(context, 'invite-gate');
  await context.userEvent.click(await context.canvas.findByRole('button', { name: t('githubAction') }));
  const dialog = within(await screen.findByRole('dialog', { name: t('githubDialog.title') }));
  await context.userEvent.click(dialog.getByRole('button', { name: t('githubAction') }));
  return dialog;
}

const trusted = panelStory({
  scenario: 'locked',
  // Sarah's GitHub account grown old enough, with followers: linking it unlocks the free plan.
  prepare: (store) =>
    store.update((draft) => {
      const sarah = draft.users.find((user) => user.id === draft.session.userId);
      if (sarah?.github) sarah.github = { ...sarah.github, created_at: '2024-01-01 00:00:00', followers: 3 };
    }),
});

/** A trusted GitHub account, linked through the profile call in the dialog, unlocks the free plan; the wizard moves on. */
export const TrustedGithubUnlocks: Story = {
  ...trusted,
  play: async (context) => {
    const { args } = context;
    await linkGithub(context);
    // Linking, then reading the team and its plans again: like LockedRedeemsCode, more than a second on a busy machine.
    await waitFor(() => expect(args.onGranted).toHaveBeenCalledOnce(), { timeout: 5000 });
    await expect(args.onRedirect).not.toHaveBeenCalled();
    const team = trusted.store.state.teams.find((item) => item.id === LOCKED_TEAM);
    await expect(trusted.store.state.catalog.plans.find((item) => item.id === team?.plan_id)?.level).toBe(0);
    await expect(trusted.store.state.users.find((user) => user.id === 47)?.social.map((item) => item.type)).toContain('github');
  },
};

const young = panelStory({ scenario: 'locked' });

/** Sarah's GitHub account is two months old without followers: linked, but the dialog says why the plan stays locked. */
export const UntrustedGithubLinked: Story = {
  ...young,
  play: async (context) => {
    const { args } = context;
    const t = storyText(context, 'invite-gate');
    const dialog = await linkGithub(context);
    await expect(await dialog.findByText(t('githubDialog.notTrusted'), undefined, { timeout: 5000 })).toBeVisible();
    await expect(args.onGranted).not.toHaveBeenCalled();
    await expect(args.onRedirect).not.toHaveBeenCalled();
    await expect(young.store.state.users.find((user) => user.id === 47)?.social.map((item) => item.type)).toContain('github');
  },
};

const tokenMissing = panelStory({ scenario: 'locked' });

/** The backend answers 'GitHub API token not found': the dialog says it in the user's language, once (no toast). */
export const GithubTokenNotFound: Story = {
  ...tokenMissing,
  parameters: {
    msw: {
      handlers: {
        world: [
          http.post('/userapi/profile', () => HttpResponse.json({ message: 'GitHub API token not found' }, { status: 403 })),
          ...createHandlers(tokenMissing.store),
        ],
      },
    },
  },
  play: async (context) => {
    const { args } = context;
    const t = storyText(context, 'invite-gate');
    const errorToast = spyOn(toast, 'error');
    const dialog = await linkGithub(context);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t('githubDialog.errors.tokenMissing'));
    await expect(dialog.getByRole('button', { name: t('githubDialog.retry') })).toBeEnabled();
    await expect(errorToast).not.toHaveBeenCalled();
    errorToast.mockRestore();
    await expect(args.onGranted).not.toHaveBeenCalled();
  },
};

/** 'See the plans' shows the plans in the team's currency (usd for Sarah) and links to the upgrade page. */
export const ShowsPlans: Story = {
  ...panelStory({ scenario: 'locked' }),
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'invite-gate');
    await userEvent.click(await canvas.findByRole('button', { name: t('upgradeAction') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('plansDialog.title') }));
    const names = (await dialog.findAllByRole('rowheader')).map((cell) => cell.textContent);
    await expect(names).toEqual(['Free', 'Lite', 'Kit']);
    await expect(dialog.getByRole('link', { name: t('plansDialog.upgrade') })).toHaveAttribute('href', '/user/upgrade');
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
