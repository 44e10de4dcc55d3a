import { Fragment } from 'react';
import { CopyButton } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { PASSWORD_MASK } from '../../../rules/connection-strings';

export interface CopyValueProps {
  /** What the page shows: the value, or the value with PASSWORD_MASK where a hidden password stands. */
  text: string;
  /** What the copy button copies: always the whole value, so a hidden password still copies a working string. */
  value: string;
  /** The copy button's name ("Copy the MySQL command"). */
  copyLabel: string;
}

/** A value to type elsewhere (a hostname, a password, a command): left to right, wrapping anywhere, copyable. */
export function CopyValue({ text, value, copyLabel }: CopyValueProps) {
  const { t } = useT('host-manage');
  const parts = text.split(PASSWORD_MASK);
  return (
    <span className="flex min-w-0 items-start gap-1">
      <code dir="ltr" className="min-w-0 flex-1 py-1.5 font-mono text-sm break-all">
        {parts.map((part, index) => (
          <Fragment key={index}>
            {index > 0 && (
              <>
                <span aria-hidden data-slot="password-mask" className="tracking-widest">
                  {PASSWORD_MASK}
                </span>
                <span className="sr-only">{t('passwords.hidden')}</span>
              </>
            )}
            {part}
          </Fragment>
        ))}
      </code>
      <CopyButton size="sm" value={value} label={copyLabel} />
    </span>
  );
}
