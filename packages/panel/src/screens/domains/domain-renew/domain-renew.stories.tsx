import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText, type StoryTextContext } from '@storybook-helpers/story-text';
import { ApiError } from '../../../api/errors';
import { formatCurrency } from '../../../rules/format';
import { DomainRenewScreen } from './domain-renew';
import { domainDetailOf, domainRenewArgs, PENDING_DOMAIN_ID, REMOVED_DOMAIN_ID, TEAM_CURRENCY } from './domain-renew.fixtures';

const meta = {
  title: 'Screens/Domains/DomainRenew',
  component: DomainRenewScreen,
  render: (args, context) => <DomainRenewScreen {...args} title={storyText(context, 'shell')('routes.domainRenew')} />,
  args: { ...domainRenewArgs, onRenew: fn(() => Promise.resolve()) },
} satisfies Meta<typeof DomainRenewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const RENEWAL = domainRenewArgs.price.renewal;

/** An amount as the screen shows it in the story's language (Intl's spaces made plain for the comparison). */
function money(context: StoryTextContext, amount: number) {
  if (!TEAM_CURRENCY) throw new Error('the fixtures have no team currency');
  const { language } = context.loaded.panelI18n as { language: string };
  return formatCurrency(amount, TEAM_CURRENCY, language).replace(/\s+/g, ' ');
}

const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');

/** One year (the default): the renewal price per year and a total of one year. */
export const OneYear: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'domain-renew');
    await expect(await canvas.findByRole('heading', { level: 1, name: storyText(context, 'shell')('routes.domainRenew') })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('form.years') })).toHaveValue('1');
    await expect(plain(canvas.getByText(t('form.perYear')).nextElementSibling as HTMLElement)).toBe(money(context, RENEWAL));
    await expect(plain(canvas.getByText(t('form.total')).nextElementSibling as HTMLElement)).toBe(money(context, RENEWAL));
    await userEvent.click(canvas.getByRole('button', { name: t('form.submit') }));
    await waitFor(() => expect(args.onRenew).toHaveBeenCalledWith(1));
  },
};

/** Three years: the total is three renewal years, and three is what is ordered. */
export const ThreeYears: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'domain-renew');
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: t('form.years') }), t('form.yearOption', { count: 3 }));
    await expect(plain(canvas.getByText(t('form.total')).nextElementSibling as HTMLElement)).toBe(money(context, RENEWAL * 3));
    await userEvent.click(canvas.getByRole('button', { name: t('form.submit') }));
    await waitFor(() => expect(args.onRenew).toHaveBeenCalledWith(3));
  },
};

/** The order failed: the server's reason shows and the three years stay chosen. */
export const FailureKeepsYears: Story = {
  args: { onRenew: fn(() => Promise.reject(new ApiError({ kind: 'http', status: 400, message: 'Bad request', detail: 'The registry is not answering.' }))) },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'domain-renew');
    const years = await canvas.findByRole('combobox', { name: t('form.years') });
    await userEvent.selectOptions(years, t('form.yearOption', { count: 3 }));
    await userEvent.click(canvas.getByRole('button', { name: t('form.submit') }));
    await expect(await canvas.findByText(t('form.failed'))).toBeVisible();
    await expect(canvas.getByText(/The registry is not answering\./)).toBeVisible();
    await expect(args.onRenew).toHaveBeenCalledWith(3);
    await expect(years).toHaveValue('3');
  },
};

/** A pending domain (lestari.shop, not paid yet) cannot be renewed: the reason, and no form. */
export const RefusedPending: Story = {
  args: { domain: domainDetailOf(PENDING_DOMAIN_ID) },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-renew');
    await expect(await canvas.findByText(t('refused.title'))).toBeVisible();
    await expect(canvas.getByText(t('refused.pending', { domain: isolateLtr(domainDetailOf(PENDING_DOMAIN_ID).name) }))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('form.submit') })).not.toBeInTheDocument();
  },
};

/** A removed domain (lestari-old.net) cannot be renewed either. */
export const RefusedRemoved: Story = {
  args: { domain: domainDetailOf(REMOVED_DOMAIN_ID) },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-renew');
    await expect(await canvas.findByText(t('refused.removed', { domain: isolateLtr(domainDetailOf(REMOVED_DOMAIN_ID).name) }))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

/** No renewal price for the extension: said, with no form to submit. */
export const NoPrice: Story = {
  args: { price: null },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-renew');
    await expect(await canvas.findByText(t('noPrice.title'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('form.submit') })).not.toBeInTheDocument();
  },
};

/** The price could not be read: the error with a retry under the title. */
export const LoadFailed: Story = {
  args: { status: 'error', price: undefined, currency: undefined, onRetry: fn() },
  play: async (context) => {
    const { canvas, args } = context;
    const common = storyText(context, 'common');
    await expect(await canvas.findByText(common('errors.fetch'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: common('errorBoundary.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
