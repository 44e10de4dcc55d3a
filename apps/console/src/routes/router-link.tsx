import { Link } from 'react-router';
import type { PanelLinkProps } from '@hostdeck/panel';

/** The panel's link contract on top of react-router, so screens navigate without a full reload. */
export function RouterLink({ to, children, ...props }: PanelLinkProps) {
  return (
    <Link to={to} {...props}>
      {children}
    </Link>
  );
}
