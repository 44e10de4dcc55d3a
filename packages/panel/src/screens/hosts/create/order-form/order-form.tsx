import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Controller, useWatch, type FieldPath, type FieldPathValue, type UseFormReturn } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle, Button, Field, Input } from '@hostdeck/ui';
import { useRuleForm } from '../../../../forms';
import { useT } from '../../../../i18n/i18n-provider';
import type { HostDomainCheck } from '../../../../rules/domain-check';
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
  type OrderFormValues,
  type OrderServer,
  type OrderSubmission,
} from '../../../../rules/order-form';
import type { FeatureLevels } from '../../../../rules/permissions-plan';
import { HostDomainCheckStatus } from './domain-check-status';
import { DomainSelect, MergeOption, ServerSelect } from './order-form-fields';
import { OrderPasswordField } from './order-password-field';
import { withServer } from './order-form-values';

export interface OrderFormScreenProps {
  /** Initdata's servers; those whose feature_level is above the plan level are listed disabled. */
  servers: readonly OrderServer[];
  /** The team's domains (domain, server_id): parents a new host can go under, and merge into on the same server. */
  domains: readonly OrderDomainEntry[];
  /** The team's plan level (-2 banned ... 2 and above). */
  planLevel: number;
  /** Initdata's features (feature name -> plan level), for the global-domain gate. */
  features: FeatureLevels;
  /** The form's first values (a generated name and password, the default server); the form keeps its own state. */
  defaultValues: OrderFormValues;
  /**
   * Values saved from an earlier visit (a draft, already checked against the servers and domains), applied once when
   * the form opens as if the user had typed them: dirty, touched and checked, and reported through onValuesChange.
   */
  restoredValues?: Partial<OrderFormValues>;
  /** Called with the values after every edit (including Random and server changes), e.g. to check the domain. */
  onValuesChange?: (values: OrderFormValues) => void;
  /** The domain check of the current domain; null while the domain itself is not valid yet. */
  domainCheck: HostDomainCheck | null;
  /** Looks the domain up again. */
  onRecheckDomain?: () => void;
  /**
   * Sends the order once every rule holds and the domain check allows it, however often the button is clicked. A
   * rejection (an ApiError) shows the server's messages on their fields, and every field keeps what was typed.
   */
  onSubmit: (order: OrderSubmission) => unknown;
}

/** The form's fields, in the order they show. */
const ORDER_FIELDS = ['name', 'serverId', 'domainChoice', 'customDomain', 'mergeWithParent', 'password'] as const satisfies readonly (keyof OrderFormValues)[];

/**
 * Applies a saved draft once, before the first paint, as the user's own edits: dirty (kept by keepDirtyValues should
 * the form take new values), touched and checked, so a draft that breaks a rule shows its message at once.
 */
function useRestoredValues(
  form: UseFormReturn<OrderFormValues>,
  defaultValues: OrderFormValues,
  restored: Partial<OrderFormValues> | undefined,
  onValuesChange?: (values: OrderFormValues) => void,
) {
  const isRestored = useRef(false);
  useLayoutEffect(() => {
    if (isRestored.current || !restored) return;
    isRestored.current = true;
    const restore = <K extends FieldPath<OrderFormValues>>(field: K, value: FieldPathValue<OrderFormValues, K> | undefined) => {
      if (value === undefined) return false;
      form.setValue(field, value, { shouldDirty: true, shouldTouch: true });
      return true;
    };
    const fields = ORDER_FIELDS.filter((field) => restore(field, restored[field]));
    void form.trigger(fields);
    // The values subscription starts after this effect, and before mount getValues() still reads the defaults.
    onValuesChange?.({ ...defaultValues, ...Object.fromEntries(fields.map((field) => [field, restored[field]])) });
  }, [form, defaultValues, restored, onValuesChange]);
}

/** The server's names for the order's fields (the create-host call's form). */
const SERVER_FIELDS = { username: 'name', server_id: 'serverId', password: 'password' } as const;

/** The final step of the ordering wizard: name, server, domain, merge option, password and submit (host-area 5.1-5.6). */
export function OrderFormScreen({ servers, domains, planLevel, features, defaultValues, restoredValues, onValuesChange, domainCheck, onRecheckDomain, onSubmit }: OrderFormScreenProps) {
  const { t } = useT('order-form');
  const common = useT('common');
  const titleId = useId();
  const context = { servers, domains, planLevel, features };
  // A format says more than "not valid": the name and domain patterns have their own wording.
  const patternMessage = (field: string) => (field === 'name' ? t('name.pattern') : field === 'customDomain' ? t('domain.customPattern') : undefined);
  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<OrderFormValues>({
    defaultValues,
    validate: (values) => validateOrderForm(values, context),
    issueMessage: (issue) => patternMessage(issue.code === 'pattern' ? issue.path : ''),
    mode: 'all',
    onSubmit: (values) => onSubmit(toOrderSubmission(values, context)),
    // The order opens the new host's Runner page: a second click never orders it twice.
    isDoneOnSuccess: true,
    // The server's domain is the custom domain field only when there is one; otherwise its message goes to the alert.
    serverFieldNames: (values) => (isCustomDomainChoice(values.domainChoice) ? { ...SERVER_FIELDS, domain: 'customDomain' } : SERVER_FIELDS),
  });
  const { control, setValue, subscribe } = form;
  const values: OrderFormValues = { ...defaultValues, ...useWatch({ control }) };

  useRestoredValues(form, defaultValues, restoredValues, onValuesChange);
  useEffect(() => (onValuesChange ? subscribe({ formState: { values: true }, callback: (state) => onValuesChange(state.values) }) : undefined), [subscribe, onValuesChange]);

  const server = findOrderServer(servers, values.serverId);
  const suffixes = domainSuffixOptions(server, context);
  const chosenSuffix = suffixes.find((option) => option.suffix === values.domainChoice);
  const isCustom = isCustomDomainChoice(values.domainChoice);
  const canSubmit = canSubmitOrder(values, context, domainCheck?.state) && !isSubmitting;
  const edit = { shouldDirty: true, shouldValidate: true } as const;
  const hasFieldError = ORDER_FIELDS.some((field) => errorOf(field) !== undefined);

  return (
    <form className="grid max-w-2xl gap-5" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 id={titleId} className="text-lg font-semibold">
        {t('title')}
      </h2>
      {submitFailure && (
        // The one place a refused order is explained (no toast besides): the server's words, or the generic failure
        // when it gave none and no field carries a message.
        <Alert variant="error">
          <AlertTitle>{t('errors.submitFailed')}</AlertTitle>
          {(submitFailure.detail || !hasFieldError) && <AlertDescription>{submitFailure.detail || common.t('errors.network')}</AlertDescription>}
        </Alert>
      )}
      <Controller
        control={control}
        name="name"
        render={({ field }) => (
          <Field
            label={t(isCustom ? 'name.usernameLabel' : 'name.hostLabel')}
            hint={isCustom ? t('name.usernameHint') : t('name.hostHint', { domain: orderDomain(values) })}
            error={errorOf('name')}
            isRequired
          >
            <Input {...field} dir="ltr" autoComplete="off" spellCheck={false} />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="serverId"
        render={({ field }) => (
          <ServerSelect
            {...field}
            servers={servers}
            planLevel={planLevel}
            error={errorOf('serverId')}
            onChange={(serverId) => {
              const next = withServer(values, serverId, context);
              field.onChange(serverId);
              if (next.domainChoice !== values.domainChoice) setValue('domainChoice', next.domainChoice, edit);
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="domainChoice"
        // The name's length limits depend on the suffix.
        rules={{ deps: ['name'] }}
        render={({ field }) => <DomainSelect {...field} options={suffixes} error={errorOf('domainChoice')} />}
      />
      {isCustom && (
        <Controller
          control={control}
          name="customDomain"
          render={({ field }) => (
            <Field label={t('domain.customLabel')} hint={t('domain.customHint')} error={errorOf('customDomain')} isRequired>
              <Input {...field} dir="ltr" autoComplete="off" spellCheck={false} inputMode="url" />
            </Field>
          )}
        />
      )}
      <Controller
        control={control}
        name="mergeWithParent"
        render={({ field }) => (
          <MergeOption
            ref={field.ref}
            availability={mergeAvailability(chosenSuffix, values.serverId, servers)}
            parent={chosenSuffix?.suffix}
            isChecked={field.value}
            onChange={field.onChange}
          />
        )}
      />
      {domainCheck && <HostDomainCheckStatus check={domainCheck} onRecheck={onRecheckDomain} />}
      <Controller control={control} name="password" render={({ field }) => <OrderPasswordField {...field} error={errorOf('password')} onGenerate={(password) => setValue('password', password, edit)} />} />
      <div>
        <Button type="submit" disabled={!canSubmit} isLoading={isSubmitting}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
