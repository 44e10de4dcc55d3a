import type { ComponentType, ReactNode } from 'react';
import { BackLink, Badge, Skeleton, cn, type BadgeProps } from '@hostdeck/ui';
import type { PanelLinkProps } from '../link/panel-link';

export interface RecordFrameProps {
  /** The frame's data-slot ('host-frame', 'domain-frame'); its name's slot adds '-name'. */
  slot: string;
  /** The way back to the list, and its words. */
  backHref: string;
  backLabel: string;
  Link: ComponentType<PanelLinkProps>;
  /** The record's name (a domain), shown left to right; undefined while it loads (or when it failed to). */
  name: string | undefined;
  /** What the name is, for screen readers ('Website', 'Domain'). */
  nameLabel: string;
  /** The record's status, in words and in its badge colour. */
  status: { label: string; variant: BadgeProps['variant'] } | undefined;
  /** Beside the status (a link to the site). */
  aside?: ReactNode;
  /** The frame's pages (menus or a tab bar). */
  navigation: ReactNode;
  className?: string;
  headerClassName?: string;
  /** The page (with its own h1), or the frame's notice in its place. */
  children: ReactNode;
}

/**
 * The header every record's pages share (a host's, a domain's): the way back to the list, the record's name and
 * status, and the navigation between its pages, above the page.
 */
export function RecordFrame({ slot, backHref, backLabel, Link, name, nameLabel, status, aside, navigation, className, headerClassName, children }: RecordFrameProps) {
  return (
    <div data-slot={slot} className={cn('grid min-w-0 gap-6', className)}>
      <header className={cn('grid min-w-0 gap-3', headerClassName)}>
        <BackLink asChild>
          <Link to={backHref}>{backLabel}</Link>
        </BackLink>
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          {name !== undefined ? (
            <>
              <p className="min-w-0 text-lg font-semibold break-all" data-slot={`${slot}-name`}>
                <span className="sr-only">{nameLabel} </span>
                <bdi dir="ltr">{name}</bdi>
              </p>
              {status && <Badge variant={status.variant}>{status.label}</Badge>}
              {aside}
            </>
          ) : (
            <Skeleton className="h-7 w-56" aria-hidden />
          )}
        </div>
        {navigation}
      </header>
      {children}
    </div>
  );
}
