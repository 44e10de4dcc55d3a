import { useRef, type ChangeEvent, type Ref } from 'react';
import { Button, Field, Input } from '@hostdeck/ui';
import { useT } from '../../../../i18n/i18n-provider';
import { generatePassword, nextPasswordLength } from '../../../../rules/generators';

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

/** The new host's password, typed or generated with Random. */
export function OrderPasswordField({ name, value, error, onChange, onBlur, ref, onGenerate }: OrderPasswordFieldProps) {
  const { t } = useT('order-form');
  const lastRandomLength = useRef<number | undefined>(undefined);
  const handleRandom = () => {
    const length = nextPasswordLength(lastRandomLength.current);
    lastRandomLength.current = length;
    onGenerate(generatePassword(length));
  };
  return (
    <Field label={t('password.label')} hint={t('password.hint')} error={error} isRequired>
      <div className="flex gap-2">
        <Input ref={ref} name={name} value={value} onChange={onChange} onBlur={onBlur} autoComplete="new-password" spellCheck={false} className="font-mono" />
        <Button variant="outline" onClick={handleRandom}>
          {t('password.random')}
        </Button>
      </div>
    </Field>
  );
}
