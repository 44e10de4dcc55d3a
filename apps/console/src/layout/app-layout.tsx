import { Suspense, useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { AccountNoticeBanner, useT, type AccountNotice, type PanelLinkProps } from '@hostdeck/panel';
import { Footer, type FooterProps } from './footer';
import { deferred } from './deferred-popup';
import { Sidebar, type SidebarProps } from './sidebar';
import { TopBar, type TopBarProps } from './top-bar';

export const MAIN_CONTENT_ID = 'main-content';

/** Tailwind's lg breakpoint, from which the sidebar shows beside the page. */
const LG_QUERY = '(min-width: 64rem)';

/** Wide screens never open the sheet, so its dialog code loads on the first press of the menu button. */
const navSheet = deferred(() => import('./nav-sheet').then((module) => module.NavSheet));
const NavSheet = navSheet.Component;

export interface AppLayoutProps {
  /** What the sidebar shows (the layout adds the link component and closes the sheet on navigation). */
  sidebar: Omit<SidebarProps, 'linkComponent' | 'onNavigate' | 'className'>;
  /** What the top bar shows (the layout wires its menu button to the sheet). */
  topBar: Omit<TopBarProps, 'linkComponent' | 'onOpenMenu' | 'isMenuOpen' | 'menuButtonRef' | 'className'>;
  footer: FooterProps;
  /** The router's link component; it must spread the props it gets onto its anchor. */
  linkComponent: ComponentType<PanelLinkProps>;
  /** Called when a sidebar link is followed, from the side column or the sheet. */
  onNavigate?: (href: string) => void;
  /** A banned or suspended account's notice, shown above every page (see hostListAccountNotice). */
  accountNotice?: AccountNotice | null;
  /** The page. */
  children: ReactNode;
}

/**
 * The console shell: skip link, top bar, the sidebar beside the page from the lg breakpoint (a sheet opened by the
 * menu button below it), the page in <main>, and the footer. Works from 360 px wide.
 */
export function AppLayout({ sidebar, topBar, footer, linkComponent, onNavigate, accountNotice, children }: AppLayoutProps) {
  const { t } = useT('shell');
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const isSheetRequested = navSheet.useIsRequested();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const hasNavigatedRef = useRef(false);

  // The sheet belongs to narrow screens: growing past the lg breakpoint (where the sidebar shows) closes it.
  useEffect(() => {
    if (!isSheetOpen) return;
    const wide = window.matchMedia(LG_QUERY);
    const handleChange = () => {
      if (wide.matches) setIsSheetOpen(false);
    };
    wide.addEventListener('change', handleChange);
    return () => wide.removeEventListener('change', handleChange);
  }, [isSheetOpen]);

  const handleSheetNavigate = (href: string) => {
    hasNavigatedRef.current = true;
    setIsSheetOpen(false);
    onNavigate?.(href);
  };
  // After a link the new page takes focus; after Escape or the close button, the menu button does.
  const handleSheetCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    const target = hasNavigatedRef.current ? mainRef.current : menuButtonRef.current;
    hasNavigatedRef.current = false;
    target?.focus();
  };
  const handleSkip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <div className="flex min-h-dvh min-w-0 flex-col bg-background text-foreground">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        onClick={handleSkip}
        className="sr-only rounded-md bg-background px-4 py-3 text-sm font-medium text-foreground shadow-md focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {t('layout.skipToContent')}
      </a>
      <TopBar
        {...topBar}
        linkComponent={linkComponent}
        onOpenMenu={() => {
          navSheet.preload();
          setIsSheetOpen(true);
        }}
        isMenuOpen={isSheetOpen}
        menuButtonRef={menuButtonRef}
      />
      <div className="flex min-w-0 flex-1">
        <div data-slot="sidebar-column" className="hidden w-64 shrink-0 border-e bg-card lg:block">
          <div className="sticky top-0 max-h-dvh overflow-y-auto p-3">
            <Sidebar {...sidebar} linkComponent={linkComponent} onNavigate={onNavigate} />
          </div>
        </div>
        <div className="flex min-w-0 flex-1 flex-col">
          <main ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none sm:p-6">
            {accountNotice && <AccountNoticeBanner notice={accountNotice} />}
            {children}
          </main>
          <Footer {...footer} />
        </div>
      </div>
      {isSheetRequested && (
        <Suspense fallback={null}>
          <NavSheet open={isSheetOpen} onOpenChange={setIsSheetOpen} onCloseAutoFocus={handleSheetCloseAutoFocus}>
            <Sidebar {...sidebar} linkComponent={linkComponent} onNavigate={handleSheetNavigate} />
          </NavSheet>
        </Suspense>
      )}
    </div>
  );
}
