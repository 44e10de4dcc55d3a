import type { ReactNode } from 'react';

/** What a screen's links need from the surrounding app's link component (a router link, or a plain anchor). */
export interface PanelLinkProps {
  /** A path inside the console, e.g. '/user/host/list'. */
  to: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
}

/** A plain anchor for embedders without a router. */
export function AnchorLink({ to, className, children, ...props }: PanelLinkProps) {
  return (
    <a href={to} className={className} {...props}>
      {children}
    </a>
  );
}
