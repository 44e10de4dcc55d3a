import { useT } from '../../../i18n/i18n-provider';
import type { AccountNotice } from '../../../rules/host-list';

export interface AccountNoticeBannerProps {
  /** Banned, or suspended with the server's reason (see hostListAccountNotice). */
  notice: AccountNotice;
}

/**
 * The banned or suspended account's notice (account-area 4, host-area 6), shown on every page above its content.
 * Plain markup rather than the Alert primitive (six icons): the console's first load holds it.
 */
export function AccountNoticeBanner({ notice }: AccountNoticeBannerProps) {
  const { t } = useT('common');
  return (
    <div role="alert" className="mb-4 flex items-center gap-3 rounded-lg border border-s-4 border-destructive bg-destructive/10 p-4 text-sm sm:mb-6">
      {notice.kind === 'banned' ? (
        <p>{t('access.banned')}</p>
      ) : (
        <p>
          <strong>{t('access.suspended')}</strong> {t('access.suspendedReason')}{' '}
          {/* The server's own words, quoted as such: they are not translated. */}
          <q dir="auto">{notice.reason}</q>
        </p>
      )}
    </div>
  );
}
