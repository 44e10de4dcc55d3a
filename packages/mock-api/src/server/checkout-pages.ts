import { formatCurrency } from '@hostdeck/panel/rules';
import type { WorldStore } from '../store/world-store';
import { completeCheckout, getCheckout, SIMULATED_CHECKOUT_PATH, type CheckoutOutcome } from '../world/checkout';
import { escapeHtml, htmlPage } from './html';
import type { Sessions } from './sessions';

/** The simulated payment provider's checkout, as the simulated server serves it (the demo console has its own page). */
export interface CheckoutPagesOptions {
  store: WorldStore;
  sessions: Sessions;
  /** The server's own origin: the pay and cancel forms post only from it. */
  origin: string;
  /** Where the provider sends the user back; undefined for a console on this origin (the path alone). */
  consoleOrigin: string | undefined;
}

const CHECKOUT_PATH = new RegExp(`^${SIMULATED_CHECKOUT_PATH}/([^/]+)/?$`);
const PROVIDER_TITLES = { paypal: 'PayPal', midtrans: 'Midtrans' } as const;

/** Answers GET and POST of /simulated-payment/{paymentId}; undefined for any other path. */
export function checkoutPages({ store, sessions, origin, consoleOrigin }: CheckoutPagesOptions): (request: Request) => Promise<Response | undefined> {
  const page = (paymentId: string) => {
    const outcome = store.run(getCheckout, { paymentId });
    if (!outcome.ok) return htmlPage('Simulated payment', `<p class="error" role="alert">${escapeHtml(outcome.message)}</p>`, outcome.status);
    const checkout = outcome.value;
    const money = (amount: number) => escapeHtml(formatCurrency(amount, { intl_code: checkout.currency.toUpperCase(), intl_precision: checkout.precision }));
    const items = checkout.items.map((item) => `<li>${escapeHtml(item.message)}: ${money(item.price)}</li>`).join('');
    const action = escapeHtml(`${SIMULATED_CHECKOUT_PATH}/${encodeURIComponent(paymentId)}`);
    return htmlPage(
      `Simulated payment: ${PROVIDER_TITLES[checkout.provider]}`,
      `<p class="hint">The simulated Hostdeck server stands in for the payment provider. No money moves.</p>` +
        `<p>Payment to Hostdeck for ${escapeHtml(checkout.teamName)}</p><ul>${items}</ul><p><strong>Total: ${money(checkout.total)}</strong></p>` +
        `<form method="post" action="${action}"><button name="outcome" value="pay">Pay ${money(checkout.total)}</button> ` +
        `<button name="outcome" value="cancel">Cancel payment</button></form>`,
    );
  };

  const post = async (request: Request, paymentId: string) => {
    // A form posted from another site would pay unasked: only this origin's form counts.
    const from = request.headers.get('Origin');
    if (from !== null && from !== origin) return htmlPage('Simulated payment', '<p class="error" role="alert">This form can only be sent from its own page.</p>', 403);
    let outcome: CheckoutOutcome = 'cancel';
    try {
      if ((await request.formData()).get('outcome') === 'pay') outcome = 'pay';
    } catch {
      // Not a form: cancelling is the harmless reading.
    }
    const result = store.run(completeCheckout, { paymentId, outcome });
    if (!result.ok) return htmlPage('Simulated payment', `<p class="error" role="alert">${escapeHtml(result.message)}</p>`, result.status);
    return new Response(null, { status: 303, headers: { Location: `${consoleOrigin ?? ''}${result.value.redirect}`, 'Cache-Control': 'no-store' } });
  };

  return async (request) => {
    const match = CHECKOUT_PATH.exec(new URL(request.url).pathname);
    if (!match?.[1]) return undefined;
    if (!sessions.find(request.headers.get('Cookie') ?? undefined)) return htmlPage('Simulated payment', '<p class="error" role="alert">You are not signed in.</p>', 401);
    const paymentId = decodeURIComponent(match[1]);
    if (request.method === 'GET') return page(paymentId);
    return request.method === 'POST' ? post(request, paymentId) : undefined;
  };
}
