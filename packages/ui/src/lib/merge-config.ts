import type { Config } from 'tailwind-merge';

/*
 * A slim tailwind-merge configuration: only the class groups that Hostdeck's components and screens use and that can
 * meet in one `cn()` call. With its full default, which knows every Tailwind utility, tailwind-merge costs ~9 KB
 * gzip of the first load; with this one ~3.5 KB. A class it does not know is never dropped and never drops another (it stays as
 * written), so a gap here can only leave two classes side by side, never lose one. Group ids, scales and conflicts
 * follow the full default, so the two agree on every class this one knows: cn.test.ts checks it against every class
 * the code base uses. Physical sides (pl-, mr-, left-, border-r …) are left out: the RTL rule asks for logical ones.
 */

type Definition = Config<string, string>['classGroups'][string][number];

// The same tests as tailwind-merge's own validators, which come only as one object holding all of them.
const isNumber = (value: string) => !!value && !Number.isNaN(Number(value));
const isFraction = (value: string) => /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/.test(value);
const isTshirtSize = (value: string) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(value);
const isArbitraryValue = (value: string) => /^\[.+\]$/.test(value);
/** `[value]` or `(--variable)`: used only where the full default reads it one way (never for colours or text). */
const isArbitrary = (value: string) => isArbitraryValue(value) || /^\(.+\)$/.test(value);
/**
 * The colours of tokens.css (the only ones the lint allows) and the keywords the code uses. Named here, not left to
 * "anything", so that `text-muted-foreground` is a colour and `text-sm` a size, and `bg-cover` is no colour.
 */
const isColor = (value: string) =>
  /^((background|foreground|card|popover|primary|secondary|muted|accent|destructive|success|warning|info|highlight|code|status-[a-z]+|chart-\d+|ansi-[a-z]+)(-foreground)?|border|input|ring|current|transparent)$/.test(value);

/** `'a b c'` → `['a', 'b', 'c']`: keeps the long keyword lists short in the bundle. */
const words = (list: string) => list.split(' ');

const spacing = ['px', isNumber, isArbitrary];
const sizing = [isFraction, 'auto', 'full', 'screen', 'min', 'max', 'fit', 'dvh', 'dvw', 'lh', 'none', ...spacing];
const inlineSizing = [isTshirtSize, ...sizing];
const width = ['', isNumber];
const alignment = words('start end center stretch baseline between around evenly');

/** One group per prefix, named after it: `{ p: [{ p: scale }] }`. */
const byPrefix = (prefixes: string, scale: readonly Definition[], group = (prefix: string) => prefix) =>
  Object.fromEntries(prefixes.split(' ').map((prefix) => [group(prefix), [{ [prefix]: scale }]]));

/** `p` overrides `px` … `pb`; `px` overrides `ps`, `pe`; `py` overrides `pt`, `pb` (the same for m, border-w-…). */
const sides = (group: string, side = (name: string) => group + name) => {
  const all = (names: string) => names.split(' ').map(side);
  return { [group]: all('x y s e t b'), [side('x')]: all('s e'), [side('y')]: all('t b') };
};

export const getMergeConfig = (): Config<string, string> => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: words('block inline-block inline flex inline-flex grid table table-caption table-cell table-row contents hidden'),
    sr: ['sr-only', 'not-sr-only'],
    position: words('static fixed absolute relative sticky'),
    visibility: ['visible', 'invisible'],
    ...byPrefix('inset inset-x inset-y start end top bottom', [isFraction, 'full', 'auto', ...spacing]),
    z: [{ z: [isNumber, 'auto', isArbitrary] }],
    ...byPrefix('overflow overflow-x overflow-y', words('auto hidden clip visible scroll')),
    'flex-direction': [{ flex: words('row row-reverse col col-reverse') }],
    flex: [{ flex: [isNumber, isFraction, 'auto', 'initial', 'none', isArbitraryValue] }],
    basis: [{ basis: [isFraction, 'full', 'auto', ...spacing] }],
    ...byPrefix('grow shrink', ['', isNumber, isArbitrary]),
    ...byPrefix('grid-cols grid-rows', [isNumber, 'none', 'subgrid', isArbitrary]),
    'col-span': [{ col: [{ span: [isNumber, 'full'] }] }],
    ...byPrefix('gap gap-x gap-y p px py ps pe pt pb', spacing),
    ...byPrefix('m mx my ms me mt mb', ['auto', ...spacing]),
    'justify-content': [{ justify: [...alignment, 'normal'] }],
    'justify-self': [{ 'justify-self': ['auto', ...alignment.slice(0, 4)] }],
    'align-items': [{ items: alignment.slice(0, 5) }],
    'align-self': [{ self: ['auto', ...alignment.slice(0, 5)] }],
    ...byPrefix('size h min-h max-h', sizing),
    ...byPrefix('w min-w', inlineSizing),
    'max-w': [{ 'max-w': ['prose', ...inlineSizing] }],
    'font-size': [{ text: ['base', isTshirtSize] }],
    'text-color': [{ text: [isColor] }],
    'text-alignment': [{ text: words('left center right justify start end') }],
    'vertical-align': [{ align: words('baseline top middle bottom') }],
    'font-weight': [{ font: words('light normal medium semibold bold') }],
    leading: [{ leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose', ...spacing] }],
    tracking: [{ tracking: words('tighter tight normal wide wider widest') }],
    'text-transform': words('uppercase lowercase capitalize normal-case'),
    'text-overflow': words('truncate text-ellipsis text-clip'),
    whitespace: [{ whitespace: words('normal nowrap pre pre-line pre-wrap break-spaces') }],
    break: [{ break: words('normal words all keep') }],
    'bg-color': [{ bg: [isColor] }],
    ...byPrefix('rounded rounded-s rounded-e rounded-t rounded-b', ['', 'none', 'full', isTshirtSize, isArbitrary]),
    ...byPrefix('border border-x border-y border-s border-e border-t border-b', width, (prefix) => prefix.replace('border', 'border-w')),
    'border-color': [{ border: [isColor] }],
    'border-collapse': [{ border: ['collapse', 'separate'] }],
    'outline-w': [{ outline: width }],
    'outline-color': [{ outline: [isColor] }],
    'outline-offset': [{ 'outline-offset': [isNumber, isArbitrary] }],
    'ring-w': [{ ring: width }],
    'ring-color': [{ ring: [isColor] }],
    shadow: [{ shadow: ['', 'none', isTshirtSize] }],
    opacity: [{ opacity: [isNumber, isArbitrary] }],
    cursor: [{ cursor: words('auto default pointer text not-allowed') }],
    'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
    select: [{ select: words('none text all auto') }],
    transition: [{ transition: ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none', isArbitrary] }],
    animate: [{ animate: ['none', 'spin', 'ping', 'pulse', 'bounce', isArbitrary] }],
    ...byPrefix('translate-x translate-y', [isFraction, 'full', ...spacing]),
    rotate: [{ rotate: [isNumber, isArbitrary] }],
  },
  conflictingClassGroups: {
    inset: words('inset-x inset-y start end top bottom'),
    'inset-x': ['start', 'end'],
    'inset-y': ['top', 'bottom'],
    overflow: ['overflow-x', 'overflow-y'],
    flex: ['basis', 'grow', 'shrink'],
    gap: ['gap-x', 'gap-y'],
    ...sides('p'),
    ...sides('m'),
    ...sides('border-w', (side) => `border-w-${side}`),
    size: ['w', 'h'],
    'font-size': ['leading'],
    rounded: words('rounded-s rounded-e rounded-t rounded-b'),
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: words('* ** after backdrop before details-content file first-letter first-line marker placeholder selection'),
});
