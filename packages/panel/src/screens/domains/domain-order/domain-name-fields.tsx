import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Field, Input, isolateLtr, Select } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import type { DomainOrderKind } from '../../../rules/domain-order';
import type { DomainAvailability } from './domain-availability';
import { DomainCheckStatus } from './domain-check-status';
import type { DomainOrderFormValues } from './domain-order-values';

export interface DomainNameFieldsProps {
  form: UseFormReturn<DomainOrderFormValues>;
  errorOf: (name: 'name' | 'scheme') => string | undefined;
  /** The extensions offered (initdata schemes: 'com', 'my.id'). */
  schemes: readonly string[];
  availability: DomainAvailability;
  kind: DomainOrderKind;
}

/** The name without its extension, the extension, and the registry's answer for both (account-area 2 and 4). */
export function DomainNameFields({ form, errorOf, schemes, availability, kind }: DomainNameFieldsProps) {
  const { t } = useT('domain-order');
  const [name, scheme] = useWatch({ control: form.control, name: ['name', 'scheme'] });
  return (
    <div className="grid gap-2">
      <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,12rem)]">
        <Controller
          control={form.control}
          name="name"
          render={({ field }) => (
            <Field label={t('fields.name')} hint={t('fields.nameHint')} error={errorOf('name')} isRequired>
              <Input {...field} dir="ltr" autoComplete="off" autoCapitalize="off" spellCheck={false} />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="scheme"
          render={({ field }) => (
            <Field label={t('fields.scheme')} error={errorOf('scheme')} isRequired>
              {/* The option text is isolated left to right: a leading dot would otherwise move to the end in Arabic. */}
              <Select {...field}>
                {schemes.map((id) => (
                  <option key={id} value={id}>
                    {isolateLtr(`.${id}`)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        />
      </div>
      <DomainCheckStatus availability={availability} kind={kind} typedDomain={`${name.trim()}.${scheme}`} />
    </div>
  );
}
