import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { InviteCodeScreenContainer } from './invite-code.container';

// A write, then the code fetched again.
const FLOW = { timeout: 5000 };

const meta = {
  title: 'Screens/Invite/InviteCodeContainer',
  component: InviteCodeScreenContainer,
  render: (_args, context) => <InviteCodeScreenContainer title={storyText(context, 'shell')('routes.inviteCode')} />,
  args: { title: '' },
} satisfies Meta<typeof InviteCodeScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The studio (owner-paid): its code and its invitees, read from the world. */
export const WithCode: Story = {
  ...panelStory(),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'invite-code');
    await expect(await canvas.findByRole('heading', { level: 1, name: storyText(context, 'shell')('routes.inviteCode') })).toBeVisible();
    await expect((await canvas.findAllByText('LESTARISTUDIO', {}, FLOW))[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('code.edit') })).toBeEnabled();
    await expect(within(canvas.getByRole('table')).getAllByRole('rowheader').length).toBeGreaterThan(0);
  },
};

/** Dewi, a member of the studio: the code and its invitees, without the edit button the server would refuse her. */
export const Member: Story = {
  ...panelStory({ scenario: 'member' }),
  play: async (context) => {
    const t = storyText(context, 'invite-code');
    await expect((await context.canvas.findAllByText('LESTARISTUDIO', {}, FLOW))[0]).toBeVisible();
    await expect(context.canvas.queryByRole('button', { name: t('code.edit') })).toBeNull();
  },
};

const createThenTurnOff = panelStory({ scenario: 'empty' });

function studioInvite() {
  return createThenTurnOff.store.state.teams.find((team) => team.id === 101)?.invite ?? null;
}

/**
 * The journey of issue 15: the studio without a code creates one with quota 20, then turns it off. The server holds
 * the change back for the 12-hour cooldown (the modal stays open with its reason); 13 hours later it goes through.
 */
export const CreateSmallThenTurnOff: Story = {
  ...createThenTurnOff,
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'invite-code');
    await userEvent.click(await canvas.findByRole('button', { name: t('newOrder.create') }, FLOW));
    let dialog = within(await screen.findByRole('dialog', { name: t('modal.createTitle') }));
    await userEvent.click(dialog.getByRole('radio', { name: t('modal.options.20') }));
    await userEvent.click(dialog.getByRole('button', { name: t('modal.create') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), FLOW);
    const created = studioInvite();
    await expect(created?.quota).toBe(20);
    await expect(await canvas.findByText(created?.code ?? '', {}, FLOW)).toBeVisible();
    await expect(canvas.getByText(t('invitees.empty'))).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: t('code.edit') }));
    dialog = within(await screen.findByRole('dialog', { name: t('modal.editTitle') }));
    // The cooldown runs on the server: turning the code off never waits for it.
    await userEvent.click(dialog.getByRole('radio', { name: t('modal.options.0') }));
    await userEvent.click(dialog.getByRole('button', { name: t('modal.save') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), FLOW);
    await expect(studioInvite()?.quota).toBe(0);
    await expect(await canvas.findByText(new RegExp(`0 · ${t('kinds.0')}`), {}, FLOW)).toBeVisible();
  },
};

/** Budi's free team: no code, and the way to a paid plan instead of the create button. */
export const FreePlan: Story = {
  ...panelStory({ scenario: 'free' }),
  play: async (context) => {
    const t = storyText(context, 'invite-code');
    await expect(await context.canvas.findByRole('heading', { name: t('paidOnly.title') }, FLOW)).toBeVisible();
    await expect(context.canvas.getByRole('link', { name: t('paidOnly.upgrade') })).toHaveAttribute('href', expect.stringMatching(/\/upgrade$/));
    await expect(context.canvas.queryByRole('button', { name: t('newOrder.create') })).toBeNull();
  },
};

const locked = panelStory({ scenario: 'locked' });

/** Sarah's locked team (level -1): the invite-needed page; the studio's code lifts it to the free plan, and the page follows. */
export const InviteNeeded: Story = {
  ...locked,
  play: async (context) => {
    const { canvas } = context;
    const gate = storyText(context, 'invite-gate');
    const t = storyText(context, 'invite-code');
    await userEvent.type(await canvas.findByRole('textbox', { name: gate('inviteLabel') }, FLOW), 'LESTARISTUDIO');
    await userEvent.click(canvas.getByRole('button', { name: gate('inviteSubmit') }));
    await expect(await canvas.findByRole('heading', { name: t('paidOnly.title') }, FLOW)).toBeVisible();
    const team = locked.store.state.teams.find((item) => item.id === 104);
    await expect(locked.store.state.catalog.plans.find((plan) => plan.id === team?.plan_id)?.level).toBe(0);
    await expect(canvas.queryByRole('textbox', { name: gate('inviteLabel') })).toBeNull();
  },
};

export const FetchError: Story = {
  ...panelStory({ scenario: 'failing' }),
  tags: ['!autodocs'],
  play: async (context) => {
    const t = storyText(context, 'common');
    await expect(await context.canvas.findByText(t('errors.fetch'), {}, FLOW)).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: t('errorBoundary.retry') })).toBeEnabled();
  },
};
