import type { ChangeEvent, Ref } from 'react';
import { Field } from '@hostdeck/ui';
import { useT } from '../../../../i18n/i18n-provider';
import { PasswordInputGroup } from '../../../common/password-input/password-input-group';

interface OrderPasswordFieldProps {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  ref?: Ref<HTMLInputElement>;
  /** Called with a new random password; each press makes it one character longer, 16 to 18 (host-area 5.3). */
  onGenerate: (password: string) => void;
}

/** The new website's password, hidden like any password: typed, or generated with Random, which shows it once. */
export function OrderPasswordField({ error, onGenerate, ...input }: OrderPasswordFieldProps) {
  const { t } = useT('order-form');
  return (
    <Field label={t('password.label')} hint={t('password.hint')} error={error} isRequired>
      <PasswordInputGroup {...input} labels={{ show: t('password.show'), copy: t('password.copy') }} random={{ label: t('password.random'), onGenerate }} />
    </Field>
  );
}
