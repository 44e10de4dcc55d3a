import { Select, type SelectProps } from '@hostdeck/ui';
import { CURRENCY_CODE_VALUES, type CurrencyCode } from '../../../api/schemas/billing';
import { useT } from '../../../i18n/i18n-provider';

/** 'IDR · Indonesian Rupiah': the code and the currency's name in the user's language (the code alone where Intl has none). */
function currencyLabel(currency: CurrencyCode, locale: string): string {
  const code = currency.toUpperCase();
  try {
    const name = new Intl.DisplayNames([locale, 'en'], { type: 'currency' }).of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}

export type TeamCurrencySelectProps = Omit<SelectProps, 'children'> & { value: CurrencyCode | '' };

/** The currencies a team pays in: usd (card or wallet) and idr (the local provider). */
export function TeamCurrencySelect({ value, ...props }: TeamCurrencySelectProps) {
  const { t, i18n } = useT('team-detail');
  return (
    <Select value={value} {...props}>
      {value === '' && <option value="">{t('profile.currencyPlaceholder')}</option>}
      {CURRENCY_CODE_VALUES.map((currency) => (
        <option key={currency} value={currency}>
          {currencyLabel(currency, i18n.language)}
        </option>
      ))}
    </Select>
  );
}
