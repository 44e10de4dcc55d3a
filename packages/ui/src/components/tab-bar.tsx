import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface TabBarItem {
  /** A stable key for the item. */
  id: string;
  /** The visible text of the tab. */
  label: ReactNode;
  /** Where the tab leads. */
  href: string;
  /** Marks the tab of the current route. */
  isCurrent?: boolean;
  /** Shows the tab but does not let it be followed. */
  isDisabled?: boolean;
}

/** What a custom link renderer must spread onto its link element. */
export interface TabBarLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'data-slot': 'tab-bar-link';
  'aria-current': 'page' | undefined;
}

export interface TabBarProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** The accessible name of the navigation, for example "Site sections". */
  label: string;
  /** The tabs, in reading order. */
  items: TabBarItem[];
  /** Renders a router link instead of a plain <a>; spread the given props onto it. */
  renderLink?: (item: TabBarItem, props: TabBarLinkProps) => ReactNode;
}

const linkClassName =
  'inline-flex h-10 shrink-0 items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring';

/**
 * Tabs that are routes: a navigation of links that scrolls sideways on narrow screens, the current tab scrolled into
 * view so a phone shows where the reader is.
 */
export function TabBar({ label, items, renderLink, className, ...props }: TabBarProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const currentId = items.find((item) => item.isCurrent)?.id;
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector('[aria-current="page"]');
    if (!list || !current) return;
    // Scrolls the list only (scrollIntoView would scroll the page too); the same sum works in either direction.
    const box = list.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    if (tab.right > box.right) list.scrollLeft += tab.right - box.right;
    else if (tab.left < box.left) list.scrollLeft -= box.left - tab.left;
  }, [currentId]);
  return (
    <nav data-slot="tab-bar" aria-label={label} className={cn('border-b border-border', className)} {...props}>
      <ul ref={listRef} data-slot="tab-bar-list" className="-mb-px flex overflow-x-auto">
        {items.map((item) => (
          <li key={item.id} data-slot="tab-bar-item" className="flex">
            {item.isDisabled ? (
              <span
                data-slot="tab-bar-link"
                role="link"
                aria-disabled="true"
                className={cn(linkClassName, 'cursor-not-allowed border-transparent text-muted-foreground opacity-60')}
              >
                {item.label}
              </span>
            ) : (
              renderItem(item, renderLink)
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function renderItem(item: TabBarItem, renderLink: TabBarProps['renderLink']) {
  const props: TabBarLinkProps = {
    href: item.href,
    'data-slot': 'tab-bar-link',
    'aria-current': item.isCurrent ? 'page' : undefined,
    className: cn(
      linkClassName,
      item.isCurrent
        ? 'border-primary text-foreground'
        : 'border-transparent text-muted-foreground hover:border-input hover:text-foreground',
    ),
    children: item.label,
  };
  if (renderLink) return renderLink(item, props);
  const { children, href, ...rest } = props;
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
