import { IconButton, useUiStrings } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import type { HostListBanner } from '../../../rules/host-list';

export interface HostListBannersProps {
  banner: HostListBanner | null;
  onDismissBanner?: () => void;
  hasLegacyHost: boolean;
}

// Plain markup rather than the Alert primitive (six icons): this route's first load is budgeted.
const NOTICE = 'flex items-center gap-3 rounded-lg border border-s-4 p-4 text-sm';

/**
 * The payment banner of the `message` query value and the sga sunset warning. The account notice (banned or
 * suspended) is the console layout's, on every page (screens/common/account-notice).
 */
export function HostListBanners({ banner, onDismissBanner, hasLegacyHost }: HostListBannersProps) {
  const { t } = useT('host-list');
  const ui = useUiStrings();
  return (
    <>
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
