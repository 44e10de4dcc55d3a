import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CreditCard } from 'lucide-react';
import { formatCurrency, teamPagePath, homePath, useT } from '@hostdeck/panel';
import { Alert, Button, Card, EmptyState, PageHeader, isolateLtr } from '@hostdeck/ui';
import type { CheckoutOutcome } from '@hostdeck/mock-api';
import type { DemoControls } from '../backend/backend';
import { RouterLink } from '../routes/router-link';

/**
 * The demo's stand-in for the payment provider: an upgrade or an invoice payment leaves the console for this page, as
 * it would for the provider's checkout, and pay or cancel sends the user back to the host list with the provider's
 * message (payment-return or payment-cancel).
 */
export function SimulatedPaymentPage({ demo }: { demo: DemoControls }) {
  const { t, i18n } = useT('simulated-payment');
  const navigate = useNavigate();
  const { paymentId = '' } = useParams();
  const checkout = useMemo(() => demo.checkout.get(paymentId), [demo, paymentId]);
  const [hasFailed, setHasFailed] = useState(false);

  if (!checkout) {
    return (
      <main className="mx-auto grid max-w-xl gap-4 p-4 sm:p-6">
        <EmptyState
          headingLevel="h1"
          icon={<CreditCard aria-hidden />}
          title={t('title')}
          description={t('gone')}
          action={
            <Button asChild>
              <RouterLink to={teamPagePath(homePath(), 'invoice')}>{t('toInvoices')}</RouterLink>
            </Button>
          }
        />
      </main>
    );
  }

  // Amounts read left to right inside Arabic sentences.
  const money = (amount: number) => isolateLtr(formatCurrency(amount, { intl_code: checkout.currency.toUpperCase(), intl_precision: checkout.precision }, i18n.language));
  const finish = (outcome: CheckoutOutcome) => {
    try {
      void navigate(demo.checkout.complete(paymentId, outcome), { replace: true });
    } catch {
      setHasFailed(true);
    }
  };

  return (
    <main className="mx-auto grid max-w-xl gap-4 p-4 sm:p-6">
      <PageHeader title={t('title')} description={t(`providers.${checkout.provider}`)} />
      <Alert>{t('notice')}</Alert>
      {hasFailed && <Alert variant="error">{t('failed')}</Alert>}
      <Card className="grid gap-4 p-4">
        <p className="font-medium">
          {t('payTo', { team: checkout.teamName })}
        </p>
        <section aria-labelledby="simulated-payment-items" className="grid gap-2">
          <h2 id="simulated-payment-items" className="text-sm font-semibold text-muted-foreground">
            {t('items')}
          </h2>
          <ul className="grid gap-1">
            {checkout.items.map((item) => (
              <li key={item.id} className="flex flex-wrap justify-between gap-x-4">
                <span className="min-w-0 break-words">{item.message}</span>
                <span className="tabular-nums">{money(item.price)}</span>
              </li>
            ))}
          </ul>
          <p className="flex justify-between gap-4 border-t border-border pt-2 font-semibold">
            <span>{t('total')}</span>
            <span className="tabular-nums" data-testid="simulated-payment-total">
              {money(checkout.total)}
            </span>
          </p>
        </section>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => finish('pay')}>{t('pay', { amount: money(checkout.total) })}</Button>
          <Button variant="outline" onClick={() => finish('cancel')}>
            {t('cancel')}
          </Button>
        </div>
      </Card>
    </main>
  );
}
