import { useMemo, type ChangeEvent } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Field, Input, Select } from '@hostdeck/ui';
import { countriesByName, findCountry } from '../../../rules/countries';
import { OPTIONAL_CONTACT_FIELDS, phoneWithDialCode, type DomainContactField } from '../../../rules/domain-contact';
import { useT } from '../../../i18n/i18n-provider';
import type { DomainOrderFormValues } from './domain-order-values';

export interface DomainContactFieldsProps {
  form: UseFormReturn<DomainOrderFormValues>;
  errorOf: (name: `bio.${DomainContactField}`) => string | undefined;
}

type TextField = Exclude<DomainContactField, 'country'>;

/** Browser autofill names, so a contact the browser knows fills in at once. */
const AUTOCOMPLETE: Readonly<Record<TextField, string>> = {
  fname: 'given-name',
  lname: 'family-name',
  company: 'organization',
  email: 'email',
  tel: 'tel',
  state: 'address-level1',
  city: 'address-level2',
  postal: 'postal-code',
  address1: 'address-line1',
  address2: 'address-line2',
};

const INPUT_TYPE: Partial<Record<TextField, 'email' | 'tel'>> = { email: 'email', tel: 'tel' };
/** Addresses, emails and phones are written left to right in every language. */
const LTR_FIELDS: readonly TextField[] = ['email', 'tel'];
const BEFORE_COUNTRY: readonly TextField[] = ['fname', 'lname', 'company', 'email', 'tel'];
const AFTER_COUNTRY: readonly TextField[] = ['state', 'city', 'postal', 'address1', 'address2'];

/**
 * The registrant contact of an order or a transfer (account-area 3 and 5): name, company, email, phone and postal
 * address. The form's rules hold the limits (a field over its limit says so rather than cutting the text). Choosing a country offers its dial code to start the phone with.
 */
export function DomainContactFields({ form, errorOf }: DomainContactFieldsProps) {
  const { t, i18n } = useT('domain-order');
  const countries = useMemo(() => countriesByName(i18n.language), [i18n.language]);
  const country = useWatch({ control: form.control, name: 'bio.country' });

  const textField = (field: TextField) => (
    <Controller
      key={field}
      control={form.control}
      name={`bio.${field}`}
      render={({ field: control }) => (
        <Field
          label={t(`contact.fields.${field}`)}
          hint={field === 'tel' ? t('contact.telHint', { example: findCountry(country)?.tel ?? '+62' }) : undefined}
          error={errorOf(`bio.${field}`)}
          isRequired={!OPTIONAL_CONTACT_FIELDS.includes(field)}
          className={field === 'address1' || field === 'address2' ? 'sm:col-span-2' : undefined}
        >
          <Input {...control} type={INPUT_TYPE[field] ?? 'text'} autoComplete={AUTOCOMPLETE[field]} dir={LTR_FIELDS.includes(field) ? 'ltr' : undefined} />
        </Field>
      )}
    />
  );

  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">{t('contact.ownerTitle')}</legend>
      {BEFORE_COUNTRY.map(textField)}
      <Controller
        control={form.control}
        name="bio.country"
        render={({ field }) => (
          <Field label={t('contact.fields.country')} error={errorOf('bio.country')} isRequired>
            <Select
              {...field}
              autoComplete="country"
              onChange={(event: ChangeEvent<HTMLSelectElement>) => {
                field.onChange(event);
                const tel = phoneWithDialCode(form.getValues('bio.tel'), findCountry(event.target.value)?.tel);
                if (tel !== form.getValues('bio.tel')) form.setValue('bio.tel', tel, { shouldDirty: true });
              }}
            >
              <option value="">{t('contact.chooseCountry')}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
      />
      {AFTER_COUNTRY.map(textField)}
    </fieldset>
  );
}
