import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { Alert, AlertDescription, Button, Card, CardContent, CardHeader, CardTitle, Checkbox } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { areOrderContactsComplete, type DomainOrderKind } from '../../../rules/domain-order';
import { FormFailure } from '../../common/form-failure/form-failure';
import type { DomainAvailability } from './domain-availability';
import { DomainContactFields } from './domain-contact-fields';
import { DomainNameFields } from './domain-name-fields';
import type { useDomainOrderForm } from './use-domain-order-form';

export interface DomainOrderFormProps {
  /** The form's accessible name (the page title). */
  label: string;
  kind: DomainOrderKind;
  orderForm: ReturnType<typeof useDomainOrderForm>;
  schemes: readonly string[];
  availability: DomainAvailability;
  /** The field after the name: the term of an order, the EPP code of a transfer. */
  domainField: ReactNode;
  /** Shown above the submit button (an order's price). */
  summary?: ReactNode;
  canSubmit: boolean;
}

/**
 * The body both order forms share: the domain card, the owner contact, the optional user contact behind its checkbox
 * (unticked, its values are kept for a later tick but not sent), the missing-data message and the submit.
 */
export function DomainOrderForm({ label, kind, orderForm, schemes, availability, domainField, summary, canSubmit }: DomainOrderFormProps) {
  const { t } = useT('domain-order');
  const common = useT('common');
  const { form, submit, errorOf, submitFailure, isSubmitting, watched } = orderForm;
  const hasFieldError = Object.keys(form.formState.errors).some((key) => key !== 'root');
  return (
    <form noValidate onSubmit={submit} aria-label={label} className="grid gap-6">
      {submitFailure && <FormFailure title={kind === 'order' ? t('order.failed') : t('transfer.failed')} detail={submitFailure.detail} hasFieldError={hasFieldError} />}
      <Card>
        <CardHeader>
          <CardTitle>{t('order.domainTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <DomainNameFields form={form} errorOf={errorOf} schemes={schemes} availability={availability} kind={kind} />
          {domainField}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-6">
          <DomainContactFields form={form} contact="bio" errorOf={errorOf} />
          <Controller
            control={form.control}
            name="hasUserContact"
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                name={field.name}
                label={t('contact.addUser')}
                checked={field.value}
                onBlur={field.onBlur}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
        </CardContent>
      </Card>
      {watched.hasUserContact && (
        <Card>
          <CardContent>
            <DomainContactFields form={form} contact="user" errorOf={errorOf} />
          </CardContent>
        </Card>
      )}
      {summary}
      {!areOrderContactsComplete({ contact: watched.bio, user: watched.user }) && (
        <Alert variant="info">
          <AlertDescription>{common.t('domain.purchaseNeedsData')}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!canSubmit} isLoading={isSubmitting}>
          {kind === 'order' ? t('order.submit') : t('transfer.submit')}
        </Button>
      </div>
    </form>
  );
}
