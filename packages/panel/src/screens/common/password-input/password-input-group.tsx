import { useRef, useState, type ChangeEvent, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Button, CopyButton, IconButton, Input } from '@hostdeck/ui';
import { generatePassword, nextPasswordLength } from '../../../rules/generators';

export interface PasswordInputGroupProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  ref?: Ref<HTMLInputElement>;
  /** The names of the show/hide toggle and the copy button, in the caller's catalog. */
  labels: { show: string; copy: string };
  /**
   * The Random button: each press makes a new password one character longer, 16, 17, 18, then 16 again (host-area 9),
   * and hands it to `onGenerate`. Without it there is no Random button.
   */
  random?: { label: string; onGenerate: (password: string) => void };
}

/**
 * A password input (inside a Field, which names it) with its show/hide toggle, copy button and optional Random button.
 * A generated password is shown once so it can be read or copied; typing or the toggle hides it again. Copy confirms
 * for 500 ms, and a clipboard failure is only logged (host-area 8, 9).
 */
export function PasswordInputGroup({ name, value, onChange, onBlur, ref, labels, random }: PasswordInputGroupProps) {
  const [isShown, setIsShown] = useState(false);
  const lastRandomLength = useRef<number | undefined>(undefined);
  const handleRandom = (onGenerate: (password: string) => void) => {
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
        label={labels.show}
        aria-pressed={isShown}
        icon={isShown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        onClick={() => setIsShown((shown) => !shown)}
      />
      <CopyButton variant="outline" value={value} label={labels.copy} disabled={value === ''} />
      {random && (
        <Button variant="outline" onClick={() => handleRandom(random.onGenerate)}>
          {random.label}
        </Button>
      )}
    </div>
  );
}
