import { useMemo, type ChangeEvent } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Field, Input, Select } from '@hostdeck/ui';
import { countriesByName, findCountry } from '../../../rules/countries';
import { domainContactLimits, OPTIONAL_CONTACT_FIELDS, phoneWithDialCode, type DomainContactField } from '../../../rules/domain-contact';
import { useT } from '../../../i18n/i18n-provider';
import type { DomainContactName, DomainOrderFormValues } from './domain-order-values';

export interface DomainContactFieldsProps {
  form: UseFormReturn<DomainOrderFormValues>;
  /** Which contact the fields edit: the owner ('bio') or the separate user contact ('user'). */
  contact: DomainContactName;
  errorOf: (name: `${DomainContactName}.${DomainContactField}`) => string | undefined;
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
 * A contact of an order or a transfer (account-area 3 and 5), the owner's or the user's: name, company, email, phone
 * and postal address. The form's rules hold the limits (a field over its limit says so rather than cutting the text).
 * Choosing a country offers its dial code to start the phone with.
 */
export function DomainContactFields({ form, contact, errorOf }: DomainContactFieldsProps) {
  const { t, i18n } = useT('domain-order');
  const countries = useMemo(() => countriesByName(i18n.language), [i18n.language]);
  const country = useWatch({ control: form.control, name: `${contact}.country` });
  // The user contact's postal code is much shorter than the owner's (8, not 32): said before it is typed.
  const postalHint = contact === 'user' ? t('contact.postalHint', { max: domainContactLimits('user').postal }) : undefined;

  const hintOf = (field: TextField) => {
    if (field === 'tel') return t('contact.telHint', { example: findCountry(country)?.tel ?? '+62' });
    return field === 'postal' ? postalHint : undefined;
  };

  const textField = (field: TextField) => (
    <Controller
      key={field}
      control={form.control}
      name={`${contact}.${field}`}
      render={({ field: control }) => (
        <Field
          label={t(`contact.fields.${field}`)}
          hint={hintOf(field)}
          error={errorOf(`${contact}.${field}`)}
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
      <legend className="mb-2 text-base font-semibold">{contact === 'bio' ? t('contact.ownerTitle') : t('contact.userTitle')}</legend>
      {BEFORE_COUNTRY.map(textField)}
      <Controller
        control={form.control}
        name={`${contact}.country`}
        render={({ field }) => (
          <Field label={t('contact.fields.country')} error={errorOf(`${contact}.country`)} isRequired>
            <Select
              {...field}
              autoComplete="country"
              onChange={(event: ChangeEvent<HTMLSelectElement>) => {
                field.onChange(event);
                const tel = phoneWithDialCode(form.getValues(`${contact}.tel`), findCountry(event.target.value)?.tel);
                if (tel !== form.getValues(`${contact}.tel`)) form.setValue(`${contact}.tel`, tel, { shouldDirty: true });
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
