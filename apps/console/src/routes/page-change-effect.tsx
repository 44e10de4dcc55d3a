import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useT } from '@hostdeck/panel';
import { pageTitleKey } from './page-title';

/** The page's heading, where focus goes after a route change. */
const PAGE_HEADING = 'main h1';
/** A dialog still open or closing (the nav sheet, the command palette) hands focus back itself first. */
const DIALOG = '[role="dialog"], [role="alertdialog"]';
/** How long after a navigation the page's heading is waited for and kept focused (chunk, translations, first data). */
const HEADING_WAIT_MS = 5_000;

/**
 * Focuses a heading that is not focusable by itself for this once: tabindex -1 and no outline while focused (the
 * focus is for screen readers and the keyboard's starting point, not a visible jump), both dropped on blur.
 */
function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) {
    heading.setAttribute('tabindex', '-1');
    heading.style.outline = 'none';
    heading.addEventListener(
      'blur',
      () => {
        heading.removeAttribute('tabindex');
        heading.style.removeProperty('outline');
      },
      { once: true },
    );
  }
  heading.focus({ preventScroll: true });
}

/** The first shown heading: a page still loading keeps the old one in the DOM, hidden, until the new one commits. */
function shownHeading(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(PAGE_HEADING)].find((heading) => heading.getClientRects().length > 0);
}

/**
 * Waits for the new page's heading (and for dialogs to let go), then focuses it. A page that swaps its heading as it
 * loads (skeleton, then content) would drop the focus to the body: for a while the new heading gets it back. The user
 * acting (a click, a key) ends the watch, so their own focus is never taken.
 */
function focusHeadingWhenShown(): () => void {
  const startedAt = performance.now();
  let frame = 0;
  let hasFocused = false;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('pointerdown', stop, true);
    window.removeEventListener('keydown', stop, true);
  };
  const check = () => {
    const isLost = !hasFocused || document.activeElement === null || document.activeElement === document.body;
    const heading = isLost && !document.querySelector(DIALOG) ? shownHeading() : undefined;
    if (heading) {
      focusHeading(heading);
      hasFocused ||= document.activeElement === heading;
    }
    if (performance.now() - startedAt > HEADING_WAIT_MS) stop();
    else frame = requestAnimationFrame(check);
  };
  window.addEventListener('pointerdown', stop, true);
  window.addEventListener('keydown', stop, true);
  frame = requestAnimationFrame(check);
  return stop;
}

/**
 * What every route change does beyond rendering the page: the document title names the page ("Websites · Hostdeck",
 * translated), and after a navigation (not the first load) the window scrolls to the top and focus moves to the new
 * page's h1, so a screen reader announces where the user landed.
 */
export function PageChangeEffect() {
  const { pathname } = useLocation();
  const { t } = useT('shell');
  const titleKey = pageTitleKey(pathname);
  const title = titleKey === null ? null : t('layout.pageTitle', { page: t(titleKey) });
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
    return focusHeadingWhenShown();
  }, [pathname]);

  return null;
}
