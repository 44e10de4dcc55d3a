import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText, type StoryTextContext } from '@storybook-helpers/story-text';
import { currencyDisplay } from '../../../rules/currency-amounts';
import { formatCurrency } from '../../../rules/format';
import { TeamHistoryScreen } from './team-history';
import { NEWEST_PAYMENT, NEWEST_PRINT, PAYMENTS, teamHistoryArgs } from './team-history.fixtures';

const meta = {
  title: 'Screens/Team/TeamHistory',
  component: TeamHistoryScreen,
  args: { ...teamHistoryArgs, onRetry: fn(), onPrint: fn(), onClosePrintView: fn() },
} satisfies Meta<typeof TeamHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An amount as the story's language writes it, spaces collapsed as the matchers read text. */
function money(context: StoryTextContext, amount: number, currency: 'usd' | 'idr'): string {
  const { language } = context.loaded.panelI18n as { language: string };
  return formatCurrency(amount, currencyDisplay(teamHistoryArgs.currencies, currency), language).replace(/\s+/g, ' ');
}

/** The payment of an invoice number, as its card. */
function paymentCard(canvasElement: HTMLElement, name: string) {
  return within(within(canvasElement).getByRole('article', { name }));
}

const isolated = (number: number | string) => `\u2066${number}\u2069`;

/** The studio's payments in usd (cents) and idr (whole rupiah): number, date, provider, lines, total; Print asks for the document. */
export const BothCurrencies: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyText(context, 'team-history');
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(PAYMENTS.length);
    const usd = paymentCard(canvasElement, t('payment.title', { number: isolated(8004) }));
    await expect(usd.getByText('PayPal')).toBeVisible();
    await expect(usd.getByText(money(context, 13.49, 'usd'))).toBeVisible();
    const lines = within(usd.getByRole('region', { name: t('payment.lines', { number: isolated(8004) }) }));
    await expect(lines.getAllByRole('row')).toHaveLength(3);
    await expect(lines.getByText(money(context, 0.5, 'usd'))).toBeVisible();
    const idr = paymentCard(canvasElement, t('payment.title', { number: isolated(8001) }));
    await expect(idr.getByText('Midtrans')).toBeVisible();
    await expect(idr.getAllByText(money(context, 250_000, 'idr'))).toHaveLength(2);
    await userEvent.click(usd.getByRole('button', { name: t('print.buttonLabel', { number: isolated(8004) }) }));
    await expect(args.onPrint).toHaveBeenCalledWith(NEWEST_PAYMENT);
  },
};

/** No payments yet: the note. */
export const Empty: Story = {
  args: { status: 'empty', payments: [] },
  play: async (context) => {
    const t = storyText(context, 'team-history');
    await expect(context.canvas.getByRole('heading', { name: t('empty.title') })).toBeVisible();
    await expect(context.canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** The print view: the document inside a sandboxed frame (no scripts), never in the page; Print prints the frame alone. */
export const PrintView: Story = {
  args: { printView: NEWEST_PRINT, hasPrinted: true },
  play: async (context) => {
    const t = storyText(context, 'team-history');
    const number = isolated(NEWEST_PRINT?.number ?? '');
    const dialog = within(await screen.findByRole('dialog', { name: t('print.title', { number }) }));
    const frame = dialog.getByTitle(t('print.frame', { number }));
    if (!(frame instanceof HTMLIFrameElement)) throw new Error('the print view has no frame');
    await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin allow-modals');
    await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain('Amount paid'));
    await expect(frame.contentDocument?.title).toBe('Invoice 8004');
    await expect(frame.contentDocument?.body.textContent).toContain('$13.49');
    // The print CSS is adopted as a constructable stylesheet too, which a strict Content-Security-Policy allows.
    await waitFor(() => expect(frame.contentDocument?.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n')).toContain('@page'));
    // The server's document is not part of the page itself.
    await expect(screen.queryByText('Amount paid')).not.toBeInTheDocument();
    const frameWindow = frame.contentWindow;
    if (!frameWindow) throw new Error('the print view frame has no window');
    const print = fn();
    frameWindow.print = print;
    await userEvent.click(dialog.getByRole('button', { name: t('print.print') }));
    await expect(print).toHaveBeenCalledOnce();
  },
};

/** After printing an invoice the print buttons are disabled (account-area 4), with the reason; at 360 px nothing overflows. */
export const PrintedDisabled: Story = {
  args: { hasPrinted: true },
  decorators: [(Story) => <div style={{ width: 360 }} data-testid="narrow"><Story /></div>],
  play: async (context) => {
    await expect(context.canvas.getByTestId('narrow').scrollWidth).toBeLessThanOrEqual(360);
    const t = storyText(context, 'team-history');
    await expect(context.canvas.getByText(t('print.printed'))).toBeVisible();
    const buttons = context.canvas.getAllByRole('button', { name: (name) => name.toLocaleLowerCase().includes(t('print.button').toLocaleLowerCase()) });
    await expect(buttons).toHaveLength(PAYMENTS.length);
    for (const button of buttons) await expect(button).toBeDisabled();
  },
};
