/**
 * The token pairs that must meet WCAG AA in every palette: 4.5:1 where one is text on the other,
 * 3:1 where it is a control boundary, focus ring or meaningful graphic (WCAG 1.4.11).
 */
export type ContrastPair = readonly [foreground: string, background: string, minimum: number];

const TEXT = 4.5;
const GRAPHIC = 3;

const surfaces = ['background', 'card', 'popover', 'muted'] as const;
const filled = [
  'primary', 'secondary', 'muted', 'accent', 'destructive', 'success', 'warning', 'info', 'highlight',
  'status-updating', 'status-stalled', 'status-failed', 'status-active', 'status-inactive', 'status-idle',
  'card', 'popover', 'code',
] as const;
const ansi = ['ansi-red', 'ansi-green', 'ansi-yellow', 'ansi-blue', 'ansi-magenta', 'ansi-cyan'] as const;

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ['foreground', 'background', TEXT],
  ...filled.map((name): ContrastPair => [`${name}-foreground`, name, TEXT]),
  ...surfaces.map((surface): ContrastPair => ['muted-foreground', surface, TEXT]),
  ...surfaces.map((surface): ContrastPair => ['destructive', surface, TEXT]),
  ...surfaces.map((surface): ContrastPair => ['primary', surface, TEXT]),
  ...['background', 'card'].flatMap((surface) => [
    ['input', surface, GRAPHIC] as const,
    ['ring', surface, GRAPHIC] as const,
    ['success', surface, GRAPHIC] as const,
    ['warning', surface, GRAPHIC] as const,
    ['info', surface, GRAPHIC] as const,
    ['chart-1', surface, GRAPHIC] as const,
    ['chart-2', surface, GRAPHIC] as const,
  ]),
  ...ansi.map((name): ContrastPair => [name, 'code', TEXT]),
];
