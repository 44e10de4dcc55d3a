import { useId } from 'react';
import { Check, X } from 'lucide-react';
import { useT } from '../../../i18n/i18n-provider';
import type { UpgradeFeatureTick } from '../../../rules/upgrade-plans';

export interface UpgradeFeaturesProps {
  planAlias: string;
  ticks: readonly UpgradeFeatureTick[];
}

/** account-area 2: the selected plan's features, each ticked when its level reaches the feature's. */
export function UpgradeFeatures({ planAlias, ticks }: UpgradeFeaturesProps) {
  const { t } = useT('team-upgrade');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <h2 id={titleId} className="text-base font-semibold">
        {t('features.title', { plan: planAlias })}
      </h2>
      <ul className="m-0 grid gap-1 p-0 sm:grid-cols-2">
        {ticks.map(({ feature, isIncluded }) => (
          <li key={feature} data-included={isIncluded} className="flex items-center gap-2 text-sm">
            {isIncluded ? <Check aria-hidden className="size-4 shrink-0 text-success" /> : <X aria-hidden className="size-4 shrink-0 text-muted-foreground" />}
            <span className={isIncluded ? undefined : 'text-muted-foreground'}>{t(`features.${feature}`)}</span>
            <span className="sr-only">{`, ${t(isIncluded ? 'features.included' : 'features.notIncluded')}`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
