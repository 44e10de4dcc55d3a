import { IconButton, useUiStrings } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import type { AccountNotice, HostListBanner } from '../../../rules/host-list';

export interface HostListBannersProps {
  /** Banned, or suspended with the server's reason (see hostListAccountNotice). */
  accountNotice: AccountNotice | null;
  banner: HostListBanner | null;
  onDismissBanner?: () => void;
  hasLegacyHost: boolean;
}

// Plain markup rather than the Alert primitive (six icons): this route's first load is budgeted.
const NOTICE = 'flex items-center gap-3 rounded-lg border border-s-4 p-4 text-sm';

/** The account notice (banned or suspended), the payment banner of the `message` query value, and the sga sunset warning. */
export function HostListBanners({ accountNotice, banner, onDismissBanner, hasLegacyHost }: HostListBannersProps) {
  const { t } = useT('host-list');
  const common = useT('common');
  const ui = useUiStrings();
  return (
    <>
      {accountNotice && (
        <div role="alert" className={`${NOTICE} border-destructive bg-destructive/10`}>
          {accountNotice.kind === 'banned' ? (
            <p>{common.t('access.banned')}</p>
          ) : (
            <p>
              <strong>{t('account.suspended')}</strong> {t('account.reason')}{' '}
              {/* The server's own words, quoted as such: they are not translated. */}
              <q dir="auto">{accountNotice.reason}</q>
            </p>
          )}
        </div>
      )}
      {banner && (
        <div role={banner === 'thanks' ? 'status' : 'alert'} className={`${NOTICE} ${banner === 'thanks' ? 'border-success bg-success/10' : 'border-warning bg-warning/10'}`}>
          <p className="flex-1">{t(banner)}</p>
          {onDismissBanner && <IconButton label={ui('close')} icon={<span aria-hidden>×</span>} onClick={onDismissBanner} className="-my-2 text-lg" />}
        </div>
      )}
      {hasLegacyHost && (
        <p role="alert" className={`${NOTICE} border-warning bg-warning/10`}>
          {t('legacy')}
        </p>
      )}
    </>
  );
}
