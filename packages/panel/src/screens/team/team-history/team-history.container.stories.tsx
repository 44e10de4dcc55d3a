import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { TeamHistoryScreenContainer } from './team-history.container';
import { historyFrame, PAYMENTS } from './team-history.fixtures';

const FLOW = { timeout: 5000 };

const meta = {
  title: 'Screens/Team/TeamHistoryContainer',
  component: TeamHistoryScreenContainer,
  args: { frame: historyFrame },
} satisfies Meta<typeof TeamHistoryScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const isolated = (number: number | string) => `\u2066${number}\u2069`;

/** Print the newest payment: the simulated endpoint's document in the print view; closed, printing is off. */
export const Default: Story = {
  ...panelStory(),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'team-history');
    const number = isolated(PAYMENTS[0]?.nice_id ?? '');
    await userEvent.click(await canvas.findByRole('button', { name: t('print.buttonLabel', { number }) }, FLOW));
    const dialog = within(await screen.findByRole('dialog', { name: t('print.title', { number }) }, FLOW));
    const frame = dialog.getByTitle(t('print.frame', { number }));
    if (!(frame instanceof HTMLIFrameElement)) throw new Error('the print view has no frame');
    // The team's name and invoice note are the "bill to" block.
    await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain('PT Lestari Kreatif Studio'));
    await userEvent.click(dialog.getByRole('button', { name: t('print.close') }));
    await expect(canvas.getByText(t('print.printed'))).toBeVisible();
    for (const button of canvas.getAllByRole('button', { name: (name) => name.toLocaleLowerCase().includes(t('print.button').toLocaleLowerCase()) })) await expect(button).toBeDisabled();
  },
};

export const Empty: Story = {
  ...panelStory({ scenario: 'empty' }),
  play: async (context) => {
    const t = storyText(context, 'team-history');
    await expect(await context.canvas.findByRole('heading', { name: t('empty.title') }, FLOW)).toBeVisible();
  },
};
