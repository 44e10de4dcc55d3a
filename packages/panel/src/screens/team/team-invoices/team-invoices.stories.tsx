import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyText, storyTextPattern, type StoryTextContext } from '@storybook-helpers/story-text';
import { currencyDisplay } from '../../../rules/currency-amounts';
import { formatCurrency } from '../../../rules/format';
import { TeamInvoicesScreen } from './team-invoices';
import { IDR_INVOICES, MIXED_INVOICES, STARTED_INVOICES, teamInvoicesArgs, USD_INVOICES } from './team-invoices.fixtures';

const meta = {
  title: 'Screens/Team/TeamInvoices',
  component: TeamInvoicesScreen,
  args: { ...teamInvoicesArgs, onRetry: fn(), onPay: fn(async () => undefined), onCancelPayment: fn(), onRequestInvoice: fn(), onDelete: fn(async () => undefined) },
} satisfies Meta<typeof TeamInvoicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An amount as the story's language writes it, at the currency's precision (usd cents, idr none). */
function money(context: StoryTextContext, amount: number, currency: 'usd' | 'idr'): string {
  const { language } = context.loaded.panelI18n as { language: string };
  // The matchers read text with its spaces collapsed, the no-break space of 'Rp 800.000' too.
  return formatCurrency(amount, currencyDisplay(teamInvoicesArgs.currencies, currency), language).replace(/\s+/g, ' ');
}

/** One usd item: its amount in cents, the total, pay and the emailed invoice. */
export const OneCurrency: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'team-invoices');
    const item = USD_INVOICES[0];
    const amount = money(context, item?.metadata.price ?? 0, 'usd');
    const table = within(canvas.getByRole('region', { name: t('table.label') }));
    await expect(table.getByRole('row', { name: (name) => name.replace(/\s+/g, ' ').includes(`${item?.nice_message}`) && name.replace(/\s+/g, ' ').includes(amount) })).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: t('totals.label') })).getByText(amount)).toBeVisible();
    await expect(canvas.getByRole('button', { name: named(t('actions.pay', { amount: `\u2066${amount}\u2069` })) })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(table.queryByRole('button', { name: new RegExp(t('actions.cancel')) })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('actions.invoice') }));
    await expect(args.onRequestInvoice).toHaveBeenCalledOnce();
  },
};

/** usd and idr pending together: the warning, each currency's total, and no pay; at 360 px the table scrolls in its own box. */
export const MixedCurrencies: Story = {
  tags: ['palettes'],
  args: { invoices: MIXED_INVOICES },
  decorators: [(Story) => <div style={{ width: 360 }} data-testid="narrow"><Story /></div>],
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByTestId('narrow').scrollWidth).toBeLessThanOrEqual(360);
    const t = storyText(context, 'team-invoices');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('mixed.title'));
    await expect(canvas.queryByRole('button', { name: storyTextPattern(context, 'team-invoices', 'actions.pay') })).not.toBeInTheDocument();
    const totals = within(canvas.getByRole('group', { name: t('totals.label') }));
    await expect(totals.getByText(money(context, 2.99, 'usd'))).toBeVisible();
    await expect(totals.getByText(money(context, 800_000, 'idr'))).toBeVisible();
  },
};

/** The idr extension waits at the local provider: the started payment can be cancelled. */
export const StartedPayment: Story = {
  args: { invoices: STARTED_INVOICES },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'team-invoices');
    const item = STARTED_INVOICES[0];
    await expect(canvas.getByText(t('table.started'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('actions.cancelLabel', { item: item?.nice_message ?? '' }) }));
    await expect(args.onCancelPayment).toHaveBeenCalledWith(item);
  },
};

/** Pay opens the dialog: the amount, PayPal chosen for usd (the local provider is for idr), then the way to PayPal. */
export const PayDialog: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'team-invoices');
    const amount = money(context, 2.99, 'usd');
    await userEvent.click(canvas.getByRole('button', { name: named(t('actions.pay', { amount: `\u2066${amount}\u2069` })) }));
    const dialog = within(await screen.findByRole('dialog', { name: t('pay.title') }));
    await expect(dialog.getByText(amount)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Midtrans' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: t('pay.confirm', { provider: 'PayPal' }) }));
    await expect(args.onPay).toHaveBeenCalledWith('paypal');
  },
};

/** idr items are paid through the local provider, in whole rupiah. */
export const PayDialogIdr: Story = {
  args: { invoices: IDR_INVOICES },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'team-invoices');
    const amount = money(context, 800_000, 'idr');
    await userEvent.click(canvas.getByRole('button', { name: named(t('actions.pay', { amount: `\u2066${amount}\u2069` })) }));
    const dialog = within(await screen.findByRole('dialog', { name: t('pay.title') }));
    await expect(dialog.getByText(amount)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Midtrans' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'PayPal' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: t('pay.confirm', { provider: 'Midtrans' }) }));
    await expect(args.onPay).toHaveBeenCalledWith('midtrans');
  },
};

/** Delete asks first; confirming deletes that item. */
export const DeleteConfirm: Story = {
  args: { invoices: MIXED_INVOICES },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'team-invoices');
    const item = MIXED_INVOICES[1];
    await userEvent.click(canvas.getByRole('button', { name: t('actions.deleteLabel', { item: item?.nice_message ?? '' }) }));
    const dialog = within(await screen.findByRole('dialog', { name: t('delete.title') }));
    await expect(dialog.getByText(new RegExp(escapeRegExp(item?.nice_message ?? '')))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('delete.confirm') }));
    await expect(args.onDelete).toHaveBeenCalledWith(item);
  },
};

/** Nothing pending: the note. */
export const Empty: Story = {
  args: { status: 'empty', invoices: [] },
  play: async (context) => {
    const t = storyText(context, 'team-invoices');
    await expect(context.canvas.getByRole('heading', { name: t('empty.title') })).toBeVisible();
    await expect(context.canvas.queryByRole('region', { name: t('table.label') })).not.toBeInTheDocument();
  },
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An accessible name equal to `expected` once its spaces are collapsed (names keep the no-break space of amounts). */
function named(expected: string): (name: string) => boolean {
  return (name) => name.replace(/\s+/g, ' ') === expected;
}
