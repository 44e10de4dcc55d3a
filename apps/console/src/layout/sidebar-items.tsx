import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { cn } from '@hostdeck/ui';
import type { PanelLinkProps } from '@hostdeck/panel';
import { isExternalHref } from './layout-links';

/** One row of the sidebar: 44 px tall for touch, a visible ring on keyboard focus, the current page filled. */
export const sidebarRowClassName =
  'flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-start text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0';

export interface SidebarLinkProps {
  href: string;
  label: string;
  icon?: ReactNode;
  /** The page shown right now: marked with aria-current="page". */
  isCurrent: boolean;
  /** The page shown belongs to this link's section (a detail page under a list): emphasised, not marked. */
  isInSection?: boolean;
  linkComponent: ComponentType<PanelLinkProps>;
}

export function SidebarLink({ href, label, icon, isCurrent, isInSection = false, linkComponent: Link }: SidebarLinkProps) {
  return (
    <li>
      <Link to={href} aria-current={isCurrent ? 'page' : undefined} className={cn(sidebarRowClassName, isInSection && 'text-foreground')}>
        {icon && <span aria-hidden className="inline-flex">{icon}</span>}
        <span className="min-w-0 truncate">{label}</span>
      </Link>
    </li>
  );
}

export interface SidebarExternalLinkProps {
  href: string;
  label: string;
}

/** A help link to another site: a plain anchor (no router), opened in a new tab for web addresses. */
export function SidebarExternalLink({ href, label }: SidebarExternalLinkProps) {
  const isWeb = isExternalHref(href);
  return (
    <li>
      <a href={href} className={sidebarRowClassName} {...(isWeb ? { target: '_blank', rel: 'noreferrer noopener' } : {})}>
        <span className="min-w-0 truncate">{label}</span>
        {isWeb && <ExternalLink aria-hidden className="ms-auto" />}
      </a>
    </li>
  );
}

export interface SidebarSectionProps {
  label: string;
  icon?: ReactNode;
  children: ReactNode;
}

/** A titled list of links (Team, Help): the title names the nested list for assistive technology. */
export function SidebarSection({ label, icon, children }: SidebarSectionProps) {
  const labelId = useId();
  return (
    <li className="pt-2">
      <span id={labelId} className="flex min-h-9 items-center gap-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase [&_svg]:size-4">
        {icon && <span aria-hidden className="inline-flex">{icon}</span>}
        {label}
      </span>
      <ul aria-labelledby={labelId} className="grid gap-0.5 ps-3">
        {children}
      </ul>
    </li>
  );
}

export interface SidebarDisclosureProps {
  label: string;
  /** Open at first, e.g. because the current page is inside. */
  defaultOpen: boolean;
  children: ReactNode;
}

/** A group of links that opens and closes with a button (Check and Admin of a host). */
export function SidebarDisclosure({ label, defaultOpen, children }: SidebarDisclosureProps) {
  const listId = useId();
  const [isOpen, setIsOpen] = useState(defaultOpen);
  return (
    <li>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        className={cn(sidebarRowClassName, 'cursor-pointer')}
      >
        <span className="min-w-0 truncate">{label}</span>
        <ChevronDown aria-hidden className={cn('ms-auto transition-transform motion-reduce:transition-none', isOpen && 'rotate-180')} />
      </button>
      <ul id={listId} hidden={!isOpen} className="grid gap-0.5 ps-3">
        {children}
      </ul>
    </li>
  );
}
