import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle, Field, Input, PageHeader } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { canSubmitDomainTransfer } from '../../../rules/domain-order';
import { answeredStatus, type DomainAvailability, type DomainLookup } from './domain-availability';
import { DomainOrderForm } from './domain-order-form';
import { TRANSFER_YEARS, type DomainOrderFormValues } from './domain-order-values';
import { useDomainOrderForm } from './use-domain-order-form';

export interface DomainTransferScreenProps {
  /** The page title (the route table's). */
  title: string;
  /** The extensions offered (initdata schemes). */
  schemes: readonly string[];
  /** The registry's answer for the name and extension typed: a transfer needs a registered domain. */
  availability: DomainAvailability;
  /** Told the name and extension as they are typed; the container checks them after a pause. */
  onLookup: (lookup: DomainLookup) => void;
  /** Orders the transfer; a rejection (a locked domain, a wrong code) keeps every value and shows why. */
  onTransfer: (values: DomainOrderFormValues) => Promise<unknown>;
  /** Values to start from (a contact known already). */
  initialValues?: Partial<DomainOrderFormValues>;
  /** The link back to the domain list, above the title. */
  backLink?: ReactNode;
}

/**
 * Transfer a domain in from another registrar (account-area 2): its name, its transfer (EPP) code and the contact. The
 * domain must be registered already and unlocked at its current registrar; transfers are not refunded.
 */
export function DomainTransferScreen({ title, schemes, availability, onLookup, onTransfer, initialValues, backLink }: DomainTransferScreenProps) {
  const { t } = useT('domain-order');
  const orderForm = useDomainOrderForm({ kind: 'transfer', schemes, initialValues: { ...initialValues, years: TRANSFER_YEARS }, onLookup, onSubmit: onTransfer });
  const { form, errorOf, watched } = orderForm;
  const canTransfer = canSubmitDomainTransfer({ name: watched.name, years: TRANSFER_YEARS, secret: watched.secret, availability: answeredStatus(availability), contact: watched.bio, user: watched.user });

  const secret = (
    <Controller
      control={form.control}
      name="secret"
      render={({ field }) => (
        <Field label={t('fields.secret')} hint={t('fields.secretHint')} error={errorOf('secret')} isRequired>
          <Input {...field} dir="ltr" autoComplete="off" autoCapitalize="off" spellCheck={false} className="font-mono" />
        </Field>
      )}
    />
  );

  return (
    <section className="grid gap-6">
      <PageHeader title={title} description={t('transfer.description')} backLink={backLink} />
      <Alert variant="warning">
        <AlertTitle>{t('transfer.noticeTitle')}</AlertTitle>
        <AlertDescription>{t('transfer.notice')}</AlertDescription>
      </Alert>
      <DomainOrderForm label={title} kind="transfer" orderForm={orderForm} schemes={schemes} availability={availability} domainField={secret} canSubmit={canTransfer} />
    </section>
  );
}
