import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { CONTRAST_PAIRS } from './contrast-pairs';
import { parsePalettes } from './palette-parse';
import { PALETTE_NAMES } from './theme';

const PALETTE_FILES = ['palette-light-dark.css', 'palette-lemonade-night.css', 'palette-valentine-coffee.css'];
const css = PALETTE_FILES.map((file) => readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8')).join('\n');
const palettes = parsePalettes(css);
const tokensCss = readFileSync(fileURLToPath(new URL('tokens.css', import.meta.url)), 'utf8');

describe('palettes', () => {
  it('defines exactly the six palettes of the three pairs', () => {
    expect(Object.keys(palettes).sort()).toEqual([...PALETTE_NAMES].sort());
  });

  it.each(PALETTE_NAMES)('%s defines the same token names as light', (name) => {
    expect(Object.keys(palettes[name] ?? {}).sort()).toEqual(Object.keys(palettes.light ?? {}).sort());
  });

  it('maps every palette token into Tailwind, and nothing that no palette defines', () => {
    const mapped = [...tokensCss.matchAll(/--color-[a-z0-9-]+:\s*var\(--([a-z0-9-]+)\)/g)].map((match) => match[1]);
    expect([...mapped].sort()).toEqual(Object.keys(palettes.light ?? {}).sort());
  });

  it.each(PALETTE_NAMES)('%s uses only #rrggbb colours', (name) => {
    for (const value of Object.values(palettes[name] ?? {})) expect(value).toMatch(/^#[0-9a-f]{6}$/i);
  });

  const cases = PALETTE_NAMES.flatMap((name) =>
    CONTRAST_PAIRS.map(([foreground, background, minimum]) => ({ name, foreground, background, minimum })),
  );
  it.each(cases)('$name: $foreground on $background reaches $minimum:1 (WCAG AA)', ({ name, foreground, background, minimum }) => {
    const palette = palettes[name] ?? {};
    const ratio = contrastRatio(palette[foreground] ?? '', palette[background] ?? '');
    expect(ratio).toBeGreaterThanOrEqual(minimum);
  });
});

describe('parsePalettes', () => {
  it('reads a palette from a selector list and ignores comments', () => {
    const parsed = parsePalettes(':root,\n[data-theme="a"] { /* x: y; */ --one: #000000; }\n[data-theme="b"]{--one:#ffffff;}');
    expect(parsed).toEqual({ a: { one: '#000000' }, b: { one: '#ffffff' } });
  });

  it('returns nothing for css without palettes', () => {
    expect(parsePalettes('body { color: red; }')).toEqual({});
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s is %d:1', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
  });

  it('rejects what is not a #rrggbb colour', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/Not a #rrggbb colour/);
  });
});
