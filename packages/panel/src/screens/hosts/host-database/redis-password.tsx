import { useState } from 'react';
import { CopyButton, IconButton, isolateLtr } from '@hostdeck/ui';
import { Eye, EyeOff } from 'lucide-react';
import { useT } from '../../../i18n/i18n-provider';

export interface RedisPasswordProps {
  /** The database the password opens (names the buttons). */
  name: string;
  password: string;
}

/** A Redis password: masked until the user presses Show (a toggle), copyable either way. */
export function RedisPassword({ name, password }: RedisPasswordProps) {
  const { t } = useT('host-database');
  const [isShown, setIsShown] = useState(false);
  return (
    <div className="flex min-w-0 items-center gap-1">
      <code dir="ltr" data-shown={isShown || undefined} className="min-w-0 flex-1 font-mono text-sm break-all">
        {isShown ? password : <span aria-label={t('redis.hidden')} role="img" className="tracking-widest">••••••••••••</span>}
      </code>
      <IconButton size="sm" aria-pressed={isShown} label={t('redis.show', { name: isolateLtr(name) })} icon={isShown ? <EyeOff aria-hidden /> : <Eye aria-hidden />} onClick={() => setIsShown((shown) => !shown)} />
      <CopyButton size="sm" value={password} label={t('redis.copy', { name: isolateLtr(name) })} />
    </div>
  );
}
