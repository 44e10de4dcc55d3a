import { useEffect } from 'react';
import { PlaceholderScreen, useT, type ConsolePageRoute } from '@hostdeck/panel';

/** One page of the route table: its screen once built, until then a marked placeholder inside the layout. */
export function RoutePage({ route }: { route: ConsolePageRoute }) {
  const { t } = useT('shell');
  const title = t(route.titleKey.replace(/^shell:/, ''));
  useEffect(() => {
    document.title = `${title} · Hostdeck`;
  }, [title]);
  return <PlaceholderScreen pageTitle={title} />;
}
