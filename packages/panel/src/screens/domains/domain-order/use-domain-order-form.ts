import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import type { DomainOrderKind } from '../../../rules/domain-order';
import type { RuleIssue } from '../../../rules/issues';
import type { DomainLookup } from './domain-availability';
import { domainOrderFormIssues, emptyOrderValues, SERVER_FIELD_NAMES, type DomainOrderFormValues } from './domain-order-values';

export interface DomainOrderFormOptions {
  kind: DomainOrderKind;
  schemes: readonly string[];
  initialValues?: Partial<DomainOrderFormValues>;
  /** Told the name and extension as they are typed, for the availability check. */
  onLookup: (lookup: DomainLookup) => void;
  /** Sends the order; a rejection keeps every value and puts the server's messages on their fields. */
  onSubmit: (values: DomainOrderFormValues) => Promise<unknown>;
}

/** The order and the transfer form: the rules, the server's field names, and the lookup told as it changes. */
export function useDomainOrderForm({ kind, schemes, initialValues, onLookup, onSubmit }: DomainOrderFormOptions) {
  const { t } = useT('domain-order');
  const ruleForm = useRuleForm<DomainOrderFormValues>({
    defaultValues: { ...emptyOrderValues(schemes[0] ?? ''), ...initialValues },
    validate: (values) => domainOrderFormIssues(values, kind),
    // The common 'not in a valid format' does not say what a domain name may hold.
    issueMessage: (issue: RuleIssue) => (issue.path === 'name' && issue.code === 'pattern' ? t('fields.namePattern') : undefined),
    serverFieldNames: SERVER_FIELD_NAMES,
    onSubmit,
    isDoneOnSuccess: true,
  });
  const [name, scheme, years, secret, bio, hasUserContact, user] = useWatch({
    control: ruleForm.form.control,
    name: ['name', 'scheme', 'years', 'secret', 'bio', 'hasUserContact', 'user'],
  });
  useEffect(() => onLookup({ name, scheme }), [name, scheme, onLookup]);
  // `user` is the contact the order carries: none while the box is unticked, whatever its fields still hold.
  return { ...ruleForm, watched: { name, scheme, years, secret, bio, hasUserContact, user: hasUserContact ? user : undefined } };
}
