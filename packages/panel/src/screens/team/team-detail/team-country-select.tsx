import { useMemo } from 'react';
import { isolateLtr, Select, type SelectProps } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { countriesByName, findCountry } from '../../../rules/countries';

export type TeamCountrySelectProps = Omit<SelectProps, 'children'> & { value: string };

/** Every country by its name in the user's language, each with its dial code and currency. */
export function TeamCountrySelect({ value, ...props }: TeamCountrySelectProps) {
  const { t, i18n } = useT('team-detail');
  const countries = useMemo(() => countriesByName(i18n.language), [i18n.language]);
  // A code the list does not know is still shown as it is, so the select never pretends another country is chosen.
  const isUnknown = value !== '' && !findCountry(value);
  return (
    <Select value={value} {...props}>
      {value === '' && <option value="">{t('profile.countryPlaceholder')}</option>}
      {isUnknown && <option value={value}>{value}</option>}
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {t('profile.countryOption', { name: country.name, tel: isolateLtr(country.tel), currency: country.currency.toUpperCase() })}
        </option>
      ))}
    </Select>
  );
}
