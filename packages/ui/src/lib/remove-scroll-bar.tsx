import { useEffect, type FunctionComponent } from 'react';

/*
 * Stands in for react-remove-scroll-bar, which radix-ui's modal dialogs, menus, selects and popovers use (through
 * react-remove-scroll) to lock the page's scroll. The original writes its rules into a <style> element at run time,
 * which a Content-Security-Policy without 'unsafe-inline' in style-src refuses, so the lock silently fails. Here the
 * rules are static, in theme/runtime-styles.css; this component only counts the locks on <body> (as the original
 * does) and hands the measured scroll bar gap to those rules as custom properties, through the CSSOM, which a policy
 * allows. The console's build puts it in place of the original (scripts/csp/csp-safe-styles.ts); another app's build
 * can too, as `@hostdeck/ui/remove-scroll-bar`. The exports match the original's, and the rules are its default ones
 * (margin gap mode, relative, important), the only ones radix uses.
 */

export const zeroRightClassName = 'right-scroll-bar-position';
export const fullWidthClassName = 'width-before-scroll-bar';
export const noScrollbarsClassName = 'with-scroll-bars-hidden';
/** The width of the removed scroll bar, on <body> while locked. */
export const removedBarSizeVariable = '--removed-body-scroll-bar-size';
/** How many locks hold <body>; its presence switches the rules of runtime-styles.css on. */
export const lockAttribute = 'data-scroll-locked';
/** <body>'s own margins, moved into its padding while locked, so its content does not shift. */
export const lockOffsetVariables = { left: '--scroll-lock-offset-left', top: '--scroll-lock-offset-top', right: '--scroll-lock-offset-right' } as const;

type GapMode = 'margin' | 'padding';

export interface GapOffset {
  left: number;
  top: number;
  right: number;
  gap: number;
}

const toPixels = (value: string) => Number.parseInt(value, 10) || 0;

/** <body>'s margins (or paddings) and the width the scroll bar takes, as the original measures them. */
export function getGapWidth(gapMode: GapMode = 'margin'): GapOffset {
  if (typeof window === 'undefined') return { left: 0, top: 0, right: 0, gap: 0 };
  const style = window.getComputedStyle(document.body);
  const sides = gapMode === 'padding' ? [style.paddingLeft, style.paddingTop, style.paddingRight] : [style.marginLeft, style.marginTop, style.marginRight];
  const [left = 0, top = 0, right = 0] = sides.map(toPixels);
  return { left, top, right, gap: Math.max(0, window.innerWidth - document.documentElement.clientWidth + right - left) };
}

export interface RemoveScrollBarProps {
  /** Accepted for the original's signature; the static rules are its defaults. */
  noRelative?: boolean;
  noImportant?: boolean;
  gapMode?: GapMode;
}

const lockCount = (body: HTMLElement) => toPixels(body.getAttribute(lockAttribute) ?? '0');

/** Locks the page's scroll while mounted, without the page shifting where its scroll bar was. */
export const RemoveScrollBar: FunctionComponent<RemoveScrollBarProps> = () => {
  useEffect(() => {
    const body = document.body;
    // The first lock measures, before it takes the scroll bar away; later ones keep its figures, like the original.
    if (lockCount(body) === 0) {
      const { left, top, right, gap } = getGapWidth('margin');
      body.style.setProperty(removedBarSizeVariable, `${gap}px`);
      body.style.setProperty(lockOffsetVariables.left, `${left}px`);
      body.style.setProperty(lockOffsetVariables.top, `${top}px`);
      body.style.setProperty(lockOffsetVariables.right, `${right}px`);
    }
    body.setAttribute(lockAttribute, String(lockCount(body) + 1));
    return () => {
      const left = lockCount(body) - 1;
      if (left > 0) return void body.setAttribute(lockAttribute, String(left));
      body.removeAttribute(lockAttribute);
      for (const name of [removedBarSizeVariable, ...Object.values(lockOffsetVariables)]) body.style.removeProperty(name);
    };
  }, []);
  return null;
};
