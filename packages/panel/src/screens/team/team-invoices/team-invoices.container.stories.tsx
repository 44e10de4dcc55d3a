import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText, storyTextPattern } from '@storybook-helpers/story-text';
import { TeamInvoicesScreenContainer } from './team-invoices.container';
import { invoicesFrame, IDR_INVOICES } from './team-invoices.fixtures';

// A write, then the list fetched again: two calls on a loaded run.
const FLOW = { timeout: 5000 };

const meta = {
  title: 'Screens/Team/TeamInvoicesContainer',
  component: TeamInvoicesScreenContainer,
  args: { frame: invoicesFrame },
} satisfies Meta<typeof TeamInvoicesScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The studio's usd and idr items: the warning; deleting the idr one leaves one currency, and pay appears. */
export const Default: Story = {
  ...panelStory(),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'team-invoices');
    const alert = await canvas.findByRole('alert', {}, FLOW);
    await expect(alert).toHaveTextContent(t('mixed.title'));
    await expect(canvas.queryByRole('button', { name: storyTextPattern(context, 'team-invoices', 'actions.pay') })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('actions.deleteLabel', { item: IDR_INVOICES[0]?.nice_message ?? '' }) }));
    const dialog = within(await screen.findByRole('dialog', { name: t('delete.title') }));
    await userEvent.click(dialog.getByRole('button', { name: t('delete.confirm') }));
    await expect(await canvas.findByRole('button', { name: storyTextPattern(context, 'team-invoices', 'actions.pay') }, FLOW)).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A team with nothing pending: the note under the page's heading. */
export const Empty: Story = {
  ...panelStory({ scenario: 'empty' }),
  play: async (context) => {
    const t = storyText(context, 'team-invoices');
    await expect(await context.canvas.findByRole('heading', { name: t('empty.title') }, FLOW)).toBeVisible();
    await expect(context.canvas.getByRole('heading', { level: 1, name: invoicesFrame.title })).toBeVisible();
  },
};
