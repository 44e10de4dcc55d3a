import type { ComponentType } from 'react';
import type { PanelLinkProps } from '@hostdeck/panel';
import { cn } from '@hostdeck/ui';

/** The product's name; a brand, the same in every language. */
export const APP_TITLE = 'Hostdeck';

/** The Hostdeck mark: three stacked decks in the primary colour. Decorative: the title beside it names the link. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" className={cn('size-7 shrink-0 text-primary', className)}>
      <rect x="2" y="3" width="20" height="5" rx="1.5" fill="currentColor" />
      <rect x="2" y="10" width="20" height="5" rx="1.5" fill="currentColor" opacity="0.7" />
      <rect x="2" y="17" width="20" height="5" rx="1.5" fill="currentColor" opacity="0.45" />
    </svg>
  );
}

export interface LogoLinkProps {
  href: string;
  linkComponent: ComponentType<PanelLinkProps>;
  className?: string;
}

/** The mark and the app title, leading home. */
export function LogoLink({ href, linkComponent: Link, className }: LogoLinkProps) {
  return (
    <Link
      to={href}
      className={cn(
        'inline-flex min-h-11 min-w-0 items-center gap-2 rounded-md px-1 text-lg font-semibold text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <LogoMark />
      <span className="truncate">{APP_TITLE}</span>
    </Link>
  );
}
