import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, AlertDescription, AlertTitle, Button, Field, Input } from '@hostdeck/ui';
import { useT } from '../../../../i18n/i18n-provider';
import type { HostDomainCheck } from '../../../../rules/domain-check';
import { generatePassword, nextPasswordLength } from '../../../../rules/generators';
import {
  canSubmitOrder,
  domainSuffixOptions,
  findOrderServer,
  isCustomDomainChoice,
  mergeAvailability,
  orderDomain,
  toOrderSubmission,
  validateOrderForm,
  type OrderDomainEntry,
  type OrderField,
  type OrderFormValues,
  type OrderServer,
  type OrderSubmission,
} from '../../../../rules/order-form';
import type { FeatureLevels } from '../../../../rules/permissions-plan';
import { HostDomainCheckStatus } from './domain-check-status';
import { DomainSelect, MergeOption, ServerSelect } from './order-form-fields';
import { errorsByField, orderErrorText } from './order-form-errors';
import { withServer } from './order-form-values';

export interface OrderFormProps {
  /** Initdata's servers; those whose feature_level is above the plan level are listed disabled. */
  servers: readonly OrderServer[];
  /** The team's domains (domain, server_id): parents a new host can go under, and merge into on the same server. */
  domains: readonly OrderDomainEntry[];
  /** The team's plan level (-2 banned ... 2 and above). */
  planLevel: number;
  /** Initdata's features (feature name -> plan level), for the global-domain gate. */
  features: FeatureLevels;
  /** The form's values; the form is controlled. */
  values: OrderFormValues;
  /** Called with the next values on every edit (including Random and server changes). */
  onValuesChange: (values: OrderFormValues) => void;
  /** The domain check of the current domain; null while the domain itself is not valid yet. */
  domainCheck: HostDomainCheck | null;
  /** Looks the domain up again. */
  onRecheckDomain?: () => void;
  /** Called with the order once every rule holds and the domain check allows it. */
  onSubmit: (order: OrderSubmission) => void;
  /** The order is being sent. */
  isSubmitting?: boolean;
  /** The server's message of a failed order; the fields keep what was typed. */
  error?: string | null;
}

/** The final step of the ordering wizard: name, server, domain, merge option, password and submit (host-area 5.1-5.6). */
export function OrderForm(props: OrderFormProps) {
  const { servers, domains, planLevel, features, values, onValuesChange, domainCheck, onRecheckDomain, onSubmit, isSubmitting = false, error } = props;
  const { t } = useT('order');
  const titleId = useId();
  const [touched, setTouched] = useState<ReadonlySet<OrderField>>(() => new Set());
  const lastRandomLength = useRef<number | undefined>(undefined);

  const context = { servers, domains, planLevel, features };
  const server = findOrderServer(servers, values.serverId);
  const suffixes = domainSuffixOptions(server, context);
  const chosenSuffix = suffixes.find((option) => option.suffix === values.domainChoice);
  const isCustom = isCustomDomainChoice(values.domainChoice);
  const errors = errorsByField(validateOrderForm(values, context));
  const canSubmit = canSubmitOrder(values, context, domainCheck?.state) && !isSubmitting;

  const errorOf = (field: OrderField) => {
    const fieldError = errors[field];
    if (!fieldError || !touched.has(field)) return undefined;
    const text = orderErrorText(fieldError);
    return text.values ? t(text.key, text.values) : t(text.key);
  };
  const touch = (...fields: OrderField[]) => setTouched((previous) => new Set([...previous, ...fields]));
  const change = (next: Partial<OrderFormValues>, ...fields: OrderField[]) => {
    touch(...fields);
    onValuesChange({ ...values, ...next });
  };

  const handleRandom = () => {
    const length = nextPasswordLength(lastRandomLength.current);
    lastRandomLength.current = length;
    change({ password: generatePassword(length) }, 'password');
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) onSubmit(toOrderSubmission(values, context));
  };

  return (
    <form className="grid max-w-2xl gap-5" aria-labelledby={titleId} onSubmit={handleSubmit} noValidate>
      <h2 id={titleId} className="text-lg font-semibold">
        {t('title')}
      </h2>
      {error && (
        <Alert variant="error">
          <AlertTitle>{t('errors.submitFailed')}</AlertTitle>
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <Field
        label={t(isCustom ? 'name.usernameLabel' : 'name.hostLabel')}
        hint={isCustom ? t('name.usernameHint') : t('name.hostHint', { domain: orderDomain(values) })}
        error={errorOf('name')}
        isRequired
      >
        <Input
          name="name"
          autoComplete="off"
          spellCheck={false}
          value={values.name}
          onChange={(event) => change({ name: event.target.value }, 'name')}
          onBlur={() => touch('name')}
        />
      </Field>
      <ServerSelect
        servers={servers}
        planLevel={planLevel}
        value={values.serverId}
        error={errorOf('serverId')}
        onChange={(serverId) => {
          touch('serverId');
          onValuesChange(withServer(values, serverId, context));
        }}
      />
      <DomainSelect options={suffixes} value={values.domainChoice} error={errorOf('domainChoice')} onChange={(domainChoice) => change({ domainChoice }, 'domainChoice', 'name')} />
      {isCustom && (
        <Field label={t('domain.customLabel')} hint={t('domain.customHint')} error={errorOf('customDomain')} isRequired>
          <Input
            name="customDomain"
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
            value={values.customDomain}
            onChange={(event) => change({ customDomain: event.target.value }, 'customDomain')}
            onBlur={() => touch('customDomain')}
          />
        </Field>
      )}
      <MergeOption
        availability={mergeAvailability(chosenSuffix, values.serverId, servers)}
        parent={chosenSuffix?.suffix}
        isChecked={values.mergeWithParent}
        onChange={(mergeWithParent) => change({ mergeWithParent })}
      />
      {domainCheck && <HostDomainCheckStatus check={domainCheck} onRecheck={onRecheckDomain} />}
      <Field label={t('password.label')} hint={t('password.hint')} error={errorOf('password')} isRequired>
        <div className="flex gap-2">
          <Input
            name="password"
            autoComplete="new-password"
            spellCheck={false}
            className="font-mono"
            value={values.password}
            onChange={(event) => change({ password: event.target.value }, 'password')}
            onBlur={() => touch('password')}
          />
          <Button variant="outline" onClick={handleRandom}>
            {t('password.random')}
          </Button>
        </div>
      </Field>
      <div>
        <Button type="submit" disabled={!canSubmit} isLoading={isSubmitting}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
