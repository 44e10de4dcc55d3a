import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { TeamUpgradeScreenContainer } from './team-upgrade.container';
import { frameOf, STUDIO_TEAM_ID, studioOnLite, UPGRADE_NOW } from './team-upgrade.fixtures';
import { dateIn, moneyIn, storyLocale, summaryRows } from './team-upgrade.story-helpers';

// The upgrade data is one call: loaded well within this on a loaded run.
const FLOW = { timeout: 5000 };
const DAY = 24 * 60 * 60 * 1000;

const meta = {
  title: 'Screens/Team/TeamUpgradeContainer',
  component: TeamUpgradeScreenContainer,
  args: { frame: frameOf('owner-paid', STUDIO_TEAM_ID, studioOnLite), clock: () => UPGRADE_NOW, assign: fn() },
} satisfies Meta<typeof TeamUpgradeScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const studio = panelStory({ prepare: (store) => store.update(studioOnLite) });

/**
 * Lestari Studio on Lite chooses Kit for a year in usd: $50.00, no fee, expiring 365 days from the fixed clock. The
 * order leaves a $50 invoice and the page leaves for the usd provider's checkout.
 */
export const Default: Story = {
  ...studio,
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyText(context, 'team-upgrade');
    const money = moneyIn(storyLocale(context));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Kit' }, FLOW));
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(`^${t('term.years', { count: 1 })}`) }));
    await expect(summaryRows(canvas.getByRole('region', { name: t('summary.title') }))).toEqual({
      [t('summary.plan')]: t('summary.upgrade', { plan: 'Kit' }),
      [t('summary.term')]: t('term.years', { count: 1 }),
      [t('summary.subtotal')]: money(50, 'usd'),
      [t('summary.fee')]: money(0, 'usd'),
      [t('summary.total')]: money(50, 'usd'),
      [t('summary.expiry')]: dateIn(storyLocale(context))(UPGRADE_NOW + 365 * DAY),
    });
    await userEvent.click(canvas.getByRole('button', { name: t('form.submit.upgrade') }));
    await waitFor(() => expect(args.assign).toHaveBeenCalledTimes(1), FLOW);
    const order = studio.store.state.invoices.find((item) => item.team_id === STUDIO_TEAM_ID && item.nice_message === 'Upgrade to Kit for 1 year');
    await expect(order?.metadata).toMatchObject({ price: 50, price_unit: 'usd', _via: 'paypal' });
    await expect(args.assign).toHaveBeenCalledWith(expect.stringContaining(encodeURIComponent(String(order?.metadata._id))));
  },
};

export const Error: Story = {
  ...panelStory({ scenario: 'failing' }),
  tags: ['!autodocs'],
  play: async (context) => {
    const t = storyText(context, 'common');
    const alert = await context.canvas.findByRole('alert', {}, FLOW);
    await expect(alert).toHaveTextContent(t('errors.fetch'));
    await expect(within(alert).getByRole('button', { name: t('errorBoundary.retry') })).toBeEnabled();
  },
};
