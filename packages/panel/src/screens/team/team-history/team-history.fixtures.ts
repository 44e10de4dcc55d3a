import { CURRENCIES, PAYMENTS, printedDocument, studioFrame } from '../common/billing.fixtures';
import type { TeamHistoryScreenProps } from './team-history';

export { PAYMENTS };

/** The route table's title of {teamBase}/history. */
export const HISTORY_TITLE = 'Archives';

export const historyFrame = studioFrame(HISTORY_TITLE);

/** The newest payment (PayPal, usd, two lines) and its printed invoice, as the simulated print endpoint answers it. */
export const NEWEST_PAYMENT = PAYMENTS[0];
export const NEWEST_PRINT = NEWEST_PAYMENT ? { number: String(NEWEST_PAYMENT.nice_id), html: printedDocument(NEWEST_PAYMENT) } : null;

/** The screen's data props: the studio's three payments, nothing printed yet (the stories add the callbacks). */
export const teamHistoryArgs = {
  title: HISTORY_TITLE,
  status: 'content',
  payments: PAYMENTS,
  currencies: CURRENCIES,
  hasPrinted: false,
  printView: null,
} satisfies Partial<TeamHistoryScreenProps>;
