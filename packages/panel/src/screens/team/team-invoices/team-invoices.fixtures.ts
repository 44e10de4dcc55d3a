import { CURRENCIES, IDR_INVOICES, MIXED_INVOICES, STARTED_INVOICES, studioFrame, USD_INVOICES } from '../common/billing.fixtures';
import type { TeamInvoicesScreenProps } from './team-invoices';

export { IDR_INVOICES, MIXED_INVOICES, STARTED_INVOICES, USD_INVOICES };

/** The route table's title of {teamBase}/invoice. */
export const INVOICES_TITLE = 'Invoices';

export const invoicesFrame = studioFrame(INVOICES_TITLE);

/** The screen's data props: the studio's usd item alone, ready to pay (the stories add the callbacks). */
export const teamInvoicesArgs = {
  title: INVOICES_TITLE,
  status: 'content',
  invoices: USD_INVOICES,
  currencies: CURRENCIES,
} satisfies Partial<TeamInvoicesScreenProps>;
