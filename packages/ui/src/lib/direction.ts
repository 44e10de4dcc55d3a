/** Reading direction of the page. */
export type Direction = 'ltr' | 'rtl';

/** A side that follows the reading direction: `start` is the left in English and the right in Arabic. */
export type LogicalSide = 'top' | 'bottom' | 'start' | 'end';

/** A side on screen, as Radix positions popups. */
export type PhysicalSide = 'top' | 'bottom' | 'left' | 'right';

/** The page's reading direction from `<html dir>`; left-to-right outside a browser. */
export function documentDir(): Direction {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

/** The side on screen that a logical side means in the given reading direction. */
export function physicalSide(side: LogicalSide, dir: Direction): PhysicalSide {
  if (side === 'top' || side === 'bottom') return side;
  return (side === 'start') !== (dir === 'rtl') ? 'left' : 'right';
}

/**
 * Text that reads left to right (an address, a file name, a code token) kept whole inside a sentence of either
 * direction: wrapped in a left-to-right isolate (U+2066 … U+2069), so Arabic text around it cannot move its
 * punctuation ('__pycache__', 'https://…').
 */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}
