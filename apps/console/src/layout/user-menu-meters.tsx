import { formatBytes, useT, type MeterTone, type UsageMeter as UsageMeterData, type UserMenuMeters } from '@hostdeck/panel';
import { UsageMeter, type MeterThresholds } from '@hostdeck/ui';

/**
 * The panel's usage rules decide each tone (storage and bandwidth turn red over the cap, instances and users warn at
 * the limit, expiry warns under 7 days); these thresholds make the primitive show exactly that tone.
 */
const TONE_THRESHOLDS: Readonly<Record<MeterTone, MeterThresholds>> = {
  normal: {},
  warning: { warning: 0 },
  error: { error: 0 },
};

export interface UserMenuMeterListProps {
  meters: UserMenuMeters;
}

/** Storage, bandwidth, instances, users and (when shown) expiry of the current team. */
export function UserMenuMeterList({ meters }: UserMenuMeterListProps) {
  const { t, i18n } = useT('shell');
  const locale = i18n.language;
  const count = new Intl.NumberFormat(locale);
  const bytes = (meter: UsageMeterData) => t('topBar.usageOf', { used: formatBytes(meter.value, locale), total: formatBytes(meter.max, locale) });
  const counted = (meter: UsageMeterData) => t('topBar.usageOf', { used: count.format(meter.value), total: count.format(meter.max) });
  const rows: { id: string; label: string; meter: UsageMeterData; valueText: string }[] = [
    { id: 'storage', label: t('topBar.storage'), meter: meters.storage, valueText: bytes(meters.storage) },
    { id: 'bandwidth', label: t('topBar.bandwidth'), meter: meters.bandwidth, valueText: bytes(meters.bandwidth) },
    { id: 'instances', label: t('topBar.instances'), meter: meters.instances, valueText: counted(meters.instances) },
    { id: 'users', label: t('topBar.users'), meter: meters.users, valueText: counted(meters.users) },
  ];
  if (meters.expiry) {
    rows.push({ id: 'expiry', label: t('topBar.expiry'), meter: meters.expiry, valueText: t('topBar.expiresIn', { count: meters.expiry.value }) });
  }
  return (
    <div className="grid gap-3 px-2 py-2">
      {rows.map(({ id, label, meter, valueText }) => (
        <UsageMeter
          key={id}
          data-meter={id}
          label={label}
          value={meter.value}
          max={meter.max}
          valueText={valueText}
          thresholds={TONE_THRESHOLDS[meter.tone]}
        />
      ))}
    </div>
  );
}
