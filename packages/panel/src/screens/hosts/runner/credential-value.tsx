import { useState } from 'react';
import { CopyButton, IconButton } from '@hostdeck/ui';
import { Eye, EyeOff } from 'lucide-react';
import { useT } from '../../../i18n/i18n-provider';

export interface CredentialValueProps {
  value: string;
  /** The copy button's name ("Copy password"). */
  copyLabel: string;
  /** Hidden behind dots until the user shows it (a password). */
  isSecret?: boolean;
}

/** A value to sign in or point a domain with: left to right, copyable, a secret one hidden until shown. */
export function CredentialValue({ value, copyLabel, isSecret = false }: CredentialValueProps) {
  const { t } = useT('runner');
  const [isShown, setIsShown] = useState(!isSecret);
  return (
    <span className="flex items-center gap-1">
      {isShown ? (
        <code dir="ltr" className="min-w-0 flex-1 font-mono text-sm break-all">
          {value}
        </code>
      ) : (
        <span className="min-w-0 flex-1">
          <span aria-hidden className="font-mono text-sm tracking-widest">
            ••••••••••••
          </span>
          <span className="sr-only">{t('ready.hidden')}</span>
        </span>
      )}
      {isSecret && (
        <IconButton
          size="sm"
          label={isShown ? t('ready.hidePassword') : t('ready.showPassword')}
          icon={isShown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          onClick={() => setIsShown((shown) => !shown)}
        />
      )}
      <CopyButton size="sm" value={value} label={copyLabel} />
    </span>
  );
}
