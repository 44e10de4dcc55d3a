import { Lock, LockOpen } from 'lucide-react';
import { Button } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';

export interface HidePasswordsToggleProps {
  isHidden: boolean;
  onHiddenChange: (hidden: boolean) => void;
}

/** host-area 2 Manage: the lock/unlock toggle; pressed (locked) while the passwords are hidden. */
export function HidePasswordsToggle({ isHidden, onHiddenChange }: HidePasswordsToggleProps) {
  const { t } = useT('host-manage');
  return (
    <Button variant="outline" aria-pressed={isHidden} onClick={() => onHiddenChange(!isHidden)}>
      {isHidden ? <Lock aria-hidden /> : <LockOpen aria-hidden />}
      {t('passwords.hide')}
    </Button>
  );
}
