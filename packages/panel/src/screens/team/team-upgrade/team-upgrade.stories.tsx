import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { ApiError } from '../../../api/errors';
import { TeamUpgradeScreen } from './team-upgrade';
import { KOPI_TEAM_ID, PLAN_IDS, STUDIO_TEAM_ID, studioOnLite, UPGRADE_NOW, upgradeArgsOf } from './team-upgrade.fixtures';
import { dateIn, moneyIn, percentIn, storyLocale, summaryRows } from './team-upgrade.story-helpers';

const DAY = 24 * 60 * 60 * 1000;
/** The world's expiries, counted from its epoch (fixtures/teams.ts). */
const STUDIO_EXPIRY = UPGRADE_NOW + 133 * DAY;
const KOPI_EXPIRY = UPGRADE_NOW + 200 * DAY;

const meta = {
  title: 'Screens/Team/TeamUpgrade',
  component: TeamUpgradeScreen,
  render: (args, context) => <TeamUpgradeScreen {...args} title={storyText(context, 'shell')('routes.teamUpgrade')} />,
  args: { ...upgradeArgsOf('owner-paid', STUDIO_TEAM_ID, studioOnLite), onSubmit: fn() },
} satisfies Meta<typeof TeamUpgradeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lestari Studio on Lite (usd) moves to Kit for a year with the arrow keys: $50.00, no fee, a year from now. */
export const UpgradeLiteToKitUsd: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyText(context, 'team-upgrade');
    const money = moneyIn(storyLocale(context));
    const date = dateIn(storyLocale(context));
    const lite = await canvas.findByRole('radio', { name: 'Lite' });
    await expect(lite).toBeChecked();
    await expect(lite).toHaveAccessibleDescription(new RegExp(t('plans.current')));
    await expect(canvas.getByRole('button', { name: t('form.submit.extend') })).toBeEnabled();
    lite.focus();
    // Held as a person holds it: the radio group checks the item it moves to while the arrow is down.
    await userEvent.keyboard('{ArrowDown>}');
    await expect(canvas.getByRole('radio', { name: 'Kit' })).toBeChecked();
    await userEvent.keyboard('{/ArrowDown}');
    const features = within(canvas.getByRole('region', { name: t('features.title', { plan: 'Kit' }) }));
    await expect(features.getAllByRole('listitem').map((item) => item.dataset.included)).toEqual(['true', 'true', 'true', 'true']);
    await userEvent.click(canvas.getByRole('radio', { name: t('form.saving', { term: t('term.years', { count: 1 }), percent: percentIn(storyLocale(context))(16) }) }));
    await expect(summaryRows(canvas.getByRole('region', { name: t('summary.title') }))).toEqual({
      [t('summary.plan')]: t('summary.upgrade', { plan: 'Kit' }),
      [t('summary.term')]: t('term.years', { count: 1 }),
      [t('summary.subtotal')]: money(50, 'usd'),
      [t('summary.fee')]: money(0, 'usd'),
      [t('summary.total')]: money(50, 'usd'),
      [t('summary.expiry')]: date(UPGRADE_NOW + 365 * DAY),
    });
    await userEvent.click(canvas.getByRole('button', { name: t('form.submit.upgrade') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ plan: PLAN_IDS.kitUsd, years: 1, months: 0, currency: 'usd', duration: '1y' });
  },
};

/** Kopi Collective extends its Lite plan in idr: 1 month pays the fee, 3 months reach the threshold and add 90 days. */
export const ExtendIdr: Story = {
  args: { ...upgradeArgsOf('owner-paid', KOPI_TEAM_ID), onSubmit: fn() },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyText(context, 'team-upgrade');
    const money = moneyIn(storyLocale(context));
    const date = dateIn(storyLocale(context));
    await expect(await canvas.findByRole('radio', { name: 'Lite' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: t('form.currency') })).toHaveValue('idr');
    const summary = canvas.getByRole('region', { name: t('summary.title') });
    await expect(summaryRows(summary)).toMatchObject({ [t('summary.plan')]: t('summary.extend', { plan: 'Lite' }), [t('summary.fee')]: money(4_500, 'idr'), [t('summary.total')]: money(29_500, 'idr') });
    await userEvent.click(canvas.getByRole('radio', { name: t('term.months', { count: 3 }) }));
    await expect(summaryRows(summary)).toEqual({
      [t('summary.plan')]: t('summary.extend', { plan: 'Lite' }),
      [t('summary.term')]: t('term.months', { count: 3 }),
      [t('summary.subtotal')]: money(75_000, 'idr'),
      [t('summary.fee')]: money(0, 'idr'),
      [t('summary.total')]: money(75_000, 'idr'),
      [t('summary.expiry')]: date(KOPI_EXPIRY + 90 * DAY),
    });
    await userEvent.click(canvas.getByRole('button', { name: t('form.submit.extend') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ plan: PLAN_IDS.liteIdr, years: 0, months: 3, currency: 'idr', duration: '3m' });
  },
};

/** Changing the currency selects the same plan in it: Kit in usd becomes Kit in idr, priced in rupiah. */
export const CurrencyChange: Story = {
  args: upgradeArgsOf('owner-paid', STUDIO_TEAM_ID),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'team-upgrade');
    const money = moneyIn(storyLocale(context));
    await expect(await canvas.findByRole('radio', { name: 'Kit' })).toBeChecked();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('form.currency') }), 'idr');
    const kit = canvas.getByRole('radio', { name: 'Kit' });
    await expect(kit).toBeChecked();
    await expect(kit).toHaveAccessibleDescription(new RegExp(money(80_000, 'idr').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    // Kit in idr is not the team's plan (Kit in usd): an upgrade.
    await expect(canvas.getByRole('button', { name: t('form.submit.upgrade') })).toBeEnabled();
    await expect(summaryRows(canvas.getByRole('region', { name: t('summary.title') }))[t('summary.total')]).toBe(money(80_000, 'idr'));
  },
};

/** Budi's free team (idr): choosing the free plan shows no payment form, and its features are not ticked. */
export const FreePlanSelected: Story = {
  args: upgradeArgsOf('free', 103),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'team-upgrade');
    const free = await canvas.findByRole('radio', { name: 'Free' });
    await expect(free).toHaveAccessibleDescription(new RegExp(t('plans.current')));
    await expect(canvas.getByRole('radio', { name: 'Lite' })).toBeChecked();
    await userEvent.click(free);
    await expect(canvas.getByText(t('freeSelected'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t('form.title') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('form.submit.extend') })).not.toBeInTheDocument();
    const features = within(canvas.getByRole('region', { name: t('features.title', { plan: 'Free' }) }));
    await expect(features.getAllByRole('listitem').map((item) => item.dataset.included)).toEqual(['false', 'false', 'false', 'false']);
  },
};

/** A plan priced below the minimum for a month: the warning with the minimum, and no submit until 3 months. */
export const BelowMinimum: Story = {
  args: (() => {
    const args = upgradeArgsOf('owner-paid', STUDIO_TEAM_ID);
    const plans = args.upgrade?.plans.map((plan) => (plan.id === PLAN_IDS.liteUsd ? { ...plan, monthly: 0.4 } : plan)) ?? [];
    return { ...args, upgrade: args.upgrade && { ...args.upgrade, plans } };
  })(),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'team-upgrade');
    const money = moneyIn(storyLocale(context));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Lite' }));
    const warning = canvas.getByRole('alert');
    await expect(warning).toHaveTextContent(t('form.minimumTitle'));
    await expect(warning).toHaveTextContent(t('form.minimum', { currency: 'USD', amount: money(1, 'usd') }));
    await expect(canvas.getByRole('button', { name: t('form.submit.upgrade') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: t('term.months', { count: 3 }) }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(summaryRows(canvas.getByRole('region', { name: t('summary.title') }))[t('summary.total')]).toBe(money(1.7, 'usd'));
    await expect(canvas.getByRole('button', { name: t('form.submit.upgrade') })).toBeEnabled();
  },
};

/** A custom term: 2 years 10 months are billed as 3 years and added to Kit's expiry; 0 years 0 months cannot be sent. */
export const CustomTerm: Story = {
  args: upgradeArgsOf('owner-paid', STUDIO_TEAM_ID),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'team-upgrade');
    const money = moneyIn(storyLocale(context));
    const date = dateIn(storyLocale(context));
    await userEvent.click(await canvas.findByRole('radio', { name: t('form.custom') }));
    const years = canvas.getByRole('spinbutton', { name: t('form.years') });
    const months = canvas.getByRole('spinbutton', { name: t('form.months') });
    await expect(years).toHaveValue(0);
    await expect(months).toHaveValue(1);
    await userEvent.clear(years);
    await userEvent.type(years, '2');
    await userEvent.clear(months);
    await userEvent.type(months, '10');
    const summary = canvas.getByRole('region', { name: t('summary.title') });
    await expect(summaryRows(summary)).toEqual({
      [t('summary.plan')]: t('summary.extend', { plan: 'Kit' }),
      [t('summary.term')]: t('term.years', { count: 3 }),
      [t('summary.subtotal')]: money(150, 'usd'),
      [t('summary.fee')]: money(0, 'usd'),
      [t('summary.total')]: money(150, 'usd'),
      [t('summary.expiry')]: date(STUDIO_EXPIRY + 3 * 365 * DAY),
    });
    await expect(summary).toHaveTextContent(t('summary.rounded'));
    await userEvent.clear(years);
    await userEvent.type(years, '0');
    await userEvent.clear(months);
    await userEvent.type(months, '0');
    await expect(canvas.getByText(storyText(context, 'issues')('durationZero'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('form.submit.extend') })).toBeDisabled();
  },
};

/** Sarah's locked team: the way to unlock is an upgrade, so the plans and the payment form show (Lite first). */
export const LockedTeam: Story = {
  args: upgradeArgsOf('locked', 104),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'team-upgrade');
    const current = within(await canvas.findByRole('region', { name: t('current.title') }));
    await expect(current.getByText('Locked')).toBeVisible();
    await expect(current.getByText(t('current.locked'))).toBeVisible();
    await expect(current.getByText(t('current.noExpiry'))).toBeVisible();
    await expect(canvas.getAllByRole('radio', { name: /^(Free|Lite|Kit)$/ })).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'Lite' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: t('form.submit.upgrade') })).toBeEnabled();
  },
};

/** A banned team: the banned message, the plans, and no payment form. */
export const BannedTeam: Story = {
  args: upgradeArgsOf('banned', 105),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'team-upgrade');
    await expect(await canvas.findByText(storyText(context, 'common')('access.banned'))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Lite' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: t('form.title') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('form.submit.upgrade') })).not.toBeInTheDocument();
  },
};

const REFUSED = 'Payments in USD are paused for maintenance.';

/** A refused order: the server's words, and every choice kept for another try. */
export const OrderRefused: Story = {
  args: { onSubmit: fn(() => Promise.reject(new ApiError({ kind: 'http', status: 400, message: 'Bad request', detail: REFUSED }))) },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyText(context, 'team-upgrade');
    await userEvent.click(await canvas.findByRole('radio', { name: 'Kit' }));
    await userEvent.click(canvas.getByRole('radio', { name: t('term.months', { count: 6 }) }));
    await userEvent.click(canvas.getByRole('button', { name: t('form.submit.upgrade') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('form.failed'));
    await expect(alert).toHaveTextContent(REFUSED);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('radio', { name: 'Kit' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: t('term.months', { count: 6 }) })).toBeChecked();
    await expect(canvas.getByRole('button', { name: t('form.submit.upgrade') })).toBeEnabled();
  },
};
