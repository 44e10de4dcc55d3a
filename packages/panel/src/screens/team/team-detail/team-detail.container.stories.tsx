import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { createHandlers } from '@hostdeck/mock-api';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { TeamDetailScreenContainer } from './team-detail.container';
import { OWNER_FRAME, worldClock } from './team-detail.fixtures';

// A write, then the team fetched again: two calls on a loaded run.
const FLOW = { timeout: 5000 };

const meta = {
  title: 'Screens/Team/TeamDetailContainer',
  component: TeamDetailScreenContainer,
  args: { frame: OWNER_FRAME, clock: worldClock },
} satisfies Meta<typeof TeamDetailScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const saving = panelStory();

/** The owner renames the team and saves, then recounts the usage: the recount waits ten minutes from then. */
export const SaveAndRecount: Story = {
  ...saving,
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'team-detail');
    const form = within(await canvas.findByRole('form', { name: t('profile.title') }, FLOW));
    const name = form.getByRole('textbox', { name: t('profile.name') });
    await userEvent.clear(name);
    await userEvent.type(name, 'Lestari Studio Kreatif');
    await userEvent.click(form.getByRole('button', { name: t('profile.save') }));
    await expect(await form.findByText(t('profile.saved'), undefined, FLOW)).toBeVisible();
    await expect(saving.store.state.teams.find((team) => team.id === OWNER_FRAME.teamId)?.name).toBe('Lestari Studio Kreatif');
    await expect(name).toHaveValue('Lestari Studio Kreatif');

    const recount = canvas.getByRole('button', { name: t('recount.action') });
    await expect(recount).toBeEnabled();
    await userEvent.click(recount);
    await expect(await canvas.findByText(t('recount.done'), undefined, FLOW)).toBeVisible();
    await expect(recount).toBeDisabled();
    await expect(recount).toHaveAccessibleDescription(t('recount.wait', { time: isolateLtr('10:00') }));
  },
};

const refusing = panelStory();
const TAKEN = 'This team name is already taken.';

/** The server refuses the name: the message shows on the field and every edit stays for another try. */
export const RefusedSaveKeepsEdits: Story = {
  ...refusing,
  parameters: {
    msw: {
      handlers: {
        world: [http.post('/userapi/team/:teamId/detail', () => HttpResponse.json({ message: TAKEN, errors: { name: TAKEN } }, { status: 422 })), ...createHandlers(refusing.store)],
      },
    },
  },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'team-detail');
    const form = within(await canvas.findByRole('form', { name: t('profile.title') }, FLOW));
    const name = form.getByRole('textbox', { name: t('profile.name') });
    const note = form.getByRole('textbox', { name: t('profile.invoiceNote') });
    await userEvent.clear(name);
    await userEvent.type(name, 'Kopi Collective');
    await userEvent.clear(note);
    await userEvent.type(note, 'PT Lestari, Jakarta');
    await userEvent.click(form.getByRole('button', { name: t('profile.save') }));
    await expect(await form.findByText(t('profile.notSaved'), undefined, FLOW)).toBeVisible();
    await expect(name).toHaveAccessibleDescription(expect.stringContaining(storyText(context, 'server-messages')('quoted', { message: TAKEN })));
    await expect(name).toHaveValue('Kopi Collective');
    await expect(note).toHaveValue('PT Lestari, Jakarta');
    await expect(form.queryByText(t('profile.saved'))).not.toBeInTheDocument();
    await expect(refusing.store.state.teams.find((team) => team.id === OWNER_FRAME.teamId)?.name).toBe(OWNER_FRAME.team.name);
  },
};
