import { useId, useState } from 'react';
import { Button, Dialog, DialogBody, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, RadioGroup, RadioGroupItem, isolateLtr } from '@hostdeck/ui';
import type { CurrencyCode } from '../../../api/schemas/billing';
import { useT } from '../../../i18n/i18n-provider';
import { paymentProviderName } from '../../../rules/invoice-print';
import { currencyOfPaymentType, isPaymentType, paymentTypeFor, PAYMENT_TYPE_VALUES, type PaymentType } from '../../../rules/payment-providers';

export interface PayDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The currency every pending item is priced in. */
  currency: CurrencyCode;
  /** The amount to pay, formatted. */
  amount: string;
  /** Starts the payment; resolves when the provider's checkout is on its way, rejects (the dialog stays) on failure. */
  onPay: (paymentType: PaymentType) => Promise<void>;
}

/** Confirms the amount and the provider before leaving for its checkout; the currency decides the provider (account-area 1). */
export function PayDialog({ open, onOpenChange, currency, amount, onPay }: PayDialogProps) {
  const [isPending, setIsPending] = useState(false);
  // Closing while the payment starts would hide its outcome.
  const handleOpenChange = (next: boolean) => {
    if (!isPending) onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        <PayPanel key={currency} currency={currency} amount={amount} isPending={isPending} onPendingChange={setIsPending} onPay={onPay} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface PayPanelProps extends Pick<PayDialogProps, 'currency' | 'amount' | 'onPay'> {
  isPending: boolean;
  onPendingChange: (isPending: boolean) => void;
  onDone: () => void;
}

function PayPanel({ currency, amount, isPending, onPendingChange, onPay, onDone }: PayPanelProps) {
  const { t } = useT('team-invoices');
  const methodId = useId();
  const [paymentType, setPaymentType] = useState<PaymentType>(paymentTypeFor(currency));
  const provider = paymentProviderName(paymentType);
  const confirm = async () => {
    onPendingChange(true);
    try {
      await onPay(paymentType);
      onPendingChange(false);
      onDone();
    } catch {
      // The failure is told by the caller (a toast); the dialog stays so the user can try again.
      onPendingChange(false);
    }
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('pay.title')}</DialogTitle>
        <DialogDescription>{t('pay.description')}</DialogDescription>
      </DialogHeader>
      <DialogBody className="grid gap-5">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">{t('pay.amount')}</p>
          <p className="text-2xl font-semibold">
            {amount}
          </p>
        </div>
        <div className="grid gap-2">
          <p id={methodId} className="text-sm font-medium">
            {t('pay.method')}
          </p>
          <RadioGroup aria-labelledby={methodId} value={paymentType} onValueChange={(value) => isPaymentType(value) && setPaymentType(value)} className="gap-2">
            {PAYMENT_TYPE_VALUES.map((type) => (
              <PaymentOption key={type} type={type} isDisabled={currencyOfPaymentType(type) !== currency} />
            ))}
          </RadioGroup>
          <p className="text-xs text-muted-foreground">{t('pay.currencyDecides', { currency: isolateLtr(currency.toUpperCase()) })}</p>
        </div>
        <p>{t('pay.redirect', { provider })}</p>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isPending}>
            {t('pay.back')}
          </Button>
        </DialogClose>
        <Button isLoading={isPending} onClick={() => void confirm()}>
          {t('pay.confirm', { provider })}
        </Button>
      </DialogFooter>
    </>
  );
}

function PaymentOption({ type, isDisabled }: { type: PaymentType; isDisabled: boolean }) {
  const { t } = useT('team-invoices');
  const hintId = useId();
  return (
    <div className="grid">
      <RadioGroupItem value={type} label={paymentProviderName(type)} disabled={isDisabled} aria-describedby={hintId} />
      <p id={hintId} className="ps-6.5 text-xs text-muted-foreground">
        {type === 'paypal' ? t('pay.paypalHint') : t('pay.midtransHint')}
      </p>
    </div>
  );
}
