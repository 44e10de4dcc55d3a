import { useId } from 'react';
import { Search } from 'lucide-react';
import { Input, Label } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';

export interface EmailFilterProps {
  value: string;
  onChange: (value: string) => void;
}

/** The search box over the user list: the accounts whose email contains what is typed. */
export function EmailFilter({ value, onChange }: EmailFilterProps) {
  const { t } = useT('user-list');
  const id = useId();
  return (
    <div className="grid gap-1.5 sm:max-w-sm">
      <Label htmlFor={id}>{t('filter.label')}</Label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-muted-foreground" />
        <Input
          id={id}
          type="search"
          value={value}
          placeholder={t('filter.placeholder')}
          autoComplete="off"
          spellCheck={false}
          className="ps-9"
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
