import { useRef, useState, type ChangeEvent, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Button, CopyButton, Field, IconButton, Input } from '@hostdeck/ui';
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

/**
 * The new website's password, hidden like any password: typed, or generated with Random, which shows it once so it
 * can be read or copied; typing or the show/hide toggle hides it again. Copy confirms for 500 ms, and a clipboard
 * failure is only logged (host-area 8, 9).
 */
export function OrderPasswordField({ name, value, error, onChange, onBlur, ref, onGenerate }: OrderPasswordFieldProps) {
  const { t } = useT('order-form');
  const [isShown, setIsShown] = useState(false);
  const lastRandomLength = useRef<number | undefined>(undefined);
  const handleRandom = () => {
    const length = nextPasswordLength(lastRandomLength.current);
    lastRandomLength.current = length;
    onGenerate(generatePassword(length));
    setIsShown(true);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setIsShown(false);
    onChange(event);
  };
  return (
    <Field label={t('password.label')} hint={t('password.hint')} error={error} isRequired>
      <div className="flex gap-2">
        <Input
          ref={ref}
          type={isShown ? 'text' : 'password'}
          name={name}
          value={value}
          onChange={handleChange}
          onBlur={onBlur}
          autoComplete="new-password"
          spellCheck={false}
          dir="ltr"
          className="flex-1 font-mono"
        />
        <IconButton
          variant="outline"
          label={t('password.show')}
          aria-pressed={isShown}
          icon={isShown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          onClick={() => setIsShown((shown) => !shown)}
        />
        <CopyButton variant="outline" value={value} label={t('password.copy')} disabled={value === ''} />
        <Button variant="outline" onClick={handleRandom}>
          {t('password.random')}
        </Button>
      </div>
    </Field>
  );
}
