import { useT } from '../../../i18n/i18n-provider';

// The two marks an extended cell may show before or instead of its fact; small, as they load with the list itself.

/** While the host's deployments or stats load (and while the cells' code loads). */
export function HostFactLoading() {
  const { t } = useT('host-list');
  return (
    <span data-testid="host-fact-loading" className="inline-block h-2 w-10 animate-pulse rounded-full bg-muted">
      <span className="sr-only">{t('fact.loading')}</span>
    </span>
  );
}

/** A fact that could not be read (a removed host, a failed call): a dash, with words for screen readers. */
export function HostFactUnavailable() {
  const { t } = useT('host-list');
  return (
    <span className="text-muted-foreground">
      <span aria-hidden>—</span>
      <span className="sr-only">{t('fact.unavailable')}</span>
    </span>
  );
}
