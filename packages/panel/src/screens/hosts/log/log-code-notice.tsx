import type { ParseKeys } from 'i18next';
import { Alert } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';

/** The passenger log's exit codes and what they mean (backend-formats 5.1). */
const KNOWN_CODES = {
  250: 'codes.250',
  254: 'codes.254',
  255: 'codes.255',
} as const satisfies Record<number, ParseKeys<'log'>>;

const isKnownCode = (code: number): code is keyof typeof KNOWN_CODES => code in KNOWN_CODES;

export interface LogCodeNoticeProps {
  /** The log command's exit code; 0 says nothing. */
  code: number;
}

/** What a log command's non-zero exit code means, in the user's language. */
export function LogCodeNotice({ code }: LogCodeNoticeProps) {
  const { t } = useT('log');
  if (code === 0) return null;
  return (
    <Alert variant="warning" data-code={code}>
      {isKnownCode(code) ? t(KNOWN_CODES[code]) : t('codes.other', { code })}
    </Alert>
  );
}
