import { NotFoundScreen, homePath, usePanel } from '@hostdeck/panel';

/** The not-found page inside the layout, with a link to the current team's home. */
export function NotFoundPage() {
  const { session, Link } = usePanel();
  return <NotFoundScreen homeHref={homePath(session.teamBase)} linkComponent={Link} />;
}
