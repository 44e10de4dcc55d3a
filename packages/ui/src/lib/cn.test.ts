import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extendTailwindMerge } from 'tailwind-merge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tailwindWorkspace } from '@test-helpers/tailwind-classes';
import { cn } from './cn';

const root = path.resolve(import.meta.dirname, '../../../..');
const TOKEN_COLORS = [
  ...new Set([...readFileSync(path.join(root, 'packages/ui/src/theme/tokens.css'), 'utf8').matchAll(/--color-([\w-]+):/g)].map(([, name = '']) => name)),
];

/** tailwind-merge with its full default configuration and the colours of tokens.css: what `cn` must agree with. */
const fullMerge = extendTailwindMerge({ extend: { theme: { color: TOKEN_COLORS } } });

/** Both merges give `expected`. */
function expectMerge(input: string, expected: string) {
  expect(fullMerge(input), `full tailwind-merge on "${input}"`).toBe(expected);
  expect(cn(input), `cn on "${input}"`).toBe(expected);
}

describe('cn', () => {
  it('drops falsy values and joins what clsx accepts', () => {
    expect(cn('px-2', false, undefined, null, 'px-4', ['mt-1', ['mt-2']], { hidden: false, block: true })).toBe('px-4 mt-2 block');
  });

  it('knows every colour of tokens.css as a colour, never as a font size', () => {
    expect(TOKEN_COLORS.length).toBeGreaterThan(40);
    for (const color of TOKEN_COLORS) {
      expectMerge(`text-${color} text-sm`, `text-${color} text-sm`);
      expectMerge(`text-sm text-${color}`, `text-sm text-${color}`);
      expectMerge(`text-transparent text-${color}`, `text-${color}`);
      expectMerge(`bg-transparent hover:bg-${color} bg-${color}/10`, `hover:bg-${color} bg-${color}/10`);
      expectMerge(`border-transparent border-2 border-${color}`, `border-2 border-${color}`);
      expectMerge(`outline-transparent outline-${color}`, `outline-${color}`);
    }
  });

  it.each([
    // Spacing: the whole side overrides a part, never the other way round.
    ['p-2 p-4', 'p-4'],
    ['px-2 py-1 p-4', 'p-4'],
    ['p-4 px-2 pt-1', 'p-4 px-2 pt-1'],
    ['ps-2 pe-3 px-4', 'px-4'],
    ['pt-1 pb-2 py-3', 'py-3'],
    ['m-2 -m-1', '-m-1'],
    ['ms-auto me-2 -mx-1 mt-1 my-2', '-mx-1 my-2'],
    ['gap-x-2 gap-y-4 gap-3', 'gap-3'],
    ['gap-3 gap-x-2', 'gap-3 gap-x-2'],
    // Sizing
    ['w-4 h-4 size-6', 'size-6'],
    ['size-6 w-full', 'size-6 w-full'],
    ['w-full w-1/2 w-[328px] w-(--width)', 'w-(--width)'],
    ['min-w-0 min-w-48', 'min-w-48'],
    ['max-w-md max-w-prose max-w-[calc(100vw-1rem)]', 'max-w-[calc(100vw-1rem)]'],
    ['h-9 h-dvh min-h-9 min-h-[1lh] max-h-60 max-h-(--radix-popover-content-available-height)', 'h-dvh min-h-[1lh] max-h-(--radix-popover-content-available-height)'],
    // Layout
    ['block flex hidden', 'hidden'],
    ['hidden md:grid lg:block', 'hidden md:grid lg:block'],
    ['sr-only not-sr-only', 'not-sr-only'],
    ['relative absolute sticky', 'sticky'],
    ['top-2 bottom-auto start-0 -end-0.5 inset-0', 'inset-0'],
    ['inset-0 top-2 end-3', 'inset-0 top-2 end-3'],
    ['-start-2 end-2 inset-x-0 top-2 inset-y-0', 'inset-x-0 inset-y-0'],
    ['z-10 z-50', 'z-50'],
    ['overflow-x-auto overflow-y-auto overflow-hidden', 'overflow-hidden'],
    ['overflow-hidden overflow-x-auto', 'overflow-hidden overflow-x-auto'],
    ['visible invisible', 'invisible'],
    // Flex and grid
    ['flex-row flex-col flex-wrap', 'flex-col flex-wrap'],
    ['grow shrink-0 flex-1', 'flex-1'],
    ['flex-1 flex-none flex-[1_1_16rem]', 'flex-[1_1_16rem]'],
    ['grid-cols-1 sm:grid-cols-2 grid-cols-[auto_1fr] grid-rows-[auto_1fr] grid-rows-2', 'sm:grid-cols-2 grid-cols-[auto_1fr] grid-rows-2'],
    ['items-start items-center justify-start justify-between', 'items-center justify-between'],
    ['self-start self-center justify-self-start justify-self-end', 'self-center justify-self-end'],
    // Typography: a size also sets the line height, a leading after it refines it.
    ['text-xs text-sm', 'text-sm'],
    ['leading-tight text-sm', 'text-sm'],
    ['text-sm leading-relaxed', 'text-sm leading-relaxed'],
    ['text-muted-foreground text-sm text-start text-center', 'text-muted-foreground text-sm text-center'],
    ['font-medium font-semibold font-mono', 'font-semibold font-mono'],
    ['tracking-wide tracking-tight', 'tracking-tight'],
    ['uppercase lowercase truncate', 'lowercase truncate'],
    ['whitespace-nowrap whitespace-pre-wrap break-all break-words', 'whitespace-pre-wrap break-words'],
    // Borders and effects: width, colour and style are separate groups.
    ['border border-2 border-b border-primary border-dashed', 'border-2 border-b border-primary border-dashed'],
    ['border-s-4 border-e border-x-0', 'border-x-0'],
    ['border-t border-b-2 border-y-0 border-0', 'border-0'],
    ['border-collapse border-separate', 'border-separate'],
    ['rounded-s-md rounded-e-none rounded-t-lg rounded-lg', 'rounded-lg'],
    ['rounded-md rounded-full', 'rounded-full'],
    ['shadow-sm shadow-lg', 'shadow-lg'],
    ['outline outline-2 outline-none outline-ring outline-destructive', 'outline-2 outline-none outline-destructive'],
    ['outline-offset-2 -outline-offset-2', '-outline-offset-2'],
    ['ring ring-2 ring-ring', 'ring-2 ring-ring'],
    ['opacity-60 opacity-100', 'opacity-100'],
    ['cursor-pointer cursor-not-allowed pointer-events-none pointer-events-auto', 'cursor-not-allowed pointer-events-auto'],
    ['select-all select-none', 'select-none'],
    ['transition-colors transition-[width] animate-spin animate-none', 'transition-[width] animate-none'],
    ['translate-x-0 translate-x-5', 'translate-x-5'],
    // Variants, important and opacity modifiers: tailwind-merge's own parsing, the same for both.
    ['hover:bg-accent hover:bg-muted/50', 'hover:bg-muted/50'],
    ['hover:focus-visible:outline-2 focus-visible:hover:outline-0', 'focus-visible:hover:outline-0'],
    ['data-[state=checked]:translate-x-4 data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5', 'data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5'],
    ['sm:px-4 max-sm:px-3 px-2 aria-selected:bg-muted [&_svg]:size-4 [&_svg]:size-3', 'sm:px-4 max-sm:px-3 px-2 aria-selected:bg-muted [&_svg]:size-3'],
    ['before:content-[\'\'] after:content-[\'\']', 'before:content-[\'\'] after:content-[\'\']'],
    ['size-2! size-4', 'size-2! size-4'],
    ['p-2! p-4!', 'p-4!'],
  ])('merges "%s" to "%s", as the full tailwind-merge does', (input, expected) => {
    expectMerge(input, expected);
  });

  it.each([
    // eslint-disable-next-line hostdeck/no-raw-colors -- a raw colour, which the slim configuration leaves alone, is the case
    ['bg-red-500 bg-primary', 'bg-primary'],
    ['pl-2 p-4', 'p-4'],
    ['text-[13px] text-sm', 'text-sm'],
    ['backdrop-blur-sm backdrop-blur-md', 'backdrop-blur-md'],
    ['bg-cover bg-primary', 'bg-cover bg-primary'],
    ['my-widget p-2 my-widget', 'my-widget p-2 my-widget'],
  ])('keeps the classes of "%s" that it does not know, where the full tailwind-merge gives "%s"', (input, full) => {
    // Outside the slim configuration: kept as written, never dropped and never dropping another.
    expect(fullMerge(input)).toBe(full);
    expect(cn(input)).toBe(input);
  });
});

describe('cn on the classes the code base uses', () => {
  let used: string[] = [];
  let workspace: ReturnType<typeof tailwindWorkspace> | undefined;

  beforeAll(() => {
    // Every class Tailwind generates a rule for in the sources of the packages and the console (tests aside):
    // Tailwind's own scanner, so no class string is missed.
    workspace = tailwindWorkspace('cn-test');
    const sources = ['packages/ui/src', 'packages/panel/src', 'apps/console/src'].map((dir) => path.join(root, dir));
    used = [...workspace.usedClasses(sources, ['**/*.test.ts', path.join(import.meta.dirname, 'merge-config.ts')])].sort();
  }, 60_000);

  afterAll(() => workspace?.dispose());

  it('merges every ordered pair of them exactly as the full tailwind-merge does', () => {
    // tailwind-merge walks a list from the end and drops a class when a later kept one claims its group, so the
    // result of any list is fixed by which class drops which: agreeing on every pair is agreeing on every list of
    // these classes, and so on every cn() of component base classes with a caller's className. Only classes with the
    // same variants can conflict (tailwind-merge keys every group by them), so pairs are taken within those sets.
    expect(used.length).toBeGreaterThan(400);
    expect(used).toEqual(expect.arrayContaining(['px-3', 'text-muted-foreground', 'hover:bg-accent', '[&_svg]:size-4']));
    const byVariants = new Map<string, string[]>();
    for (const name of used) byVariants.set(variantsOf(name), [...(byVariants.get(variantsOf(name)) ?? []), name]);
    const differences: string[] = [];
    for (const group of byVariants.values()) {
      for (const first of group) {
        for (const second of group) {
          const input = `${first} ${second}`;
          const expected = fullMerge(input);
          // An exact repeat is dropped by a known class and kept by an unknown one: the same styles either way.
          if (first !== second && cn(input) !== expected) differences.push(`"${input}": "${cn(input)}", not "${expected}"`);
        }
      }
    }
    expect(differences, 'add the group to merge-config.ts').toEqual([]);
  }, 30_000);
});

/** The variants of a class, sorted (`hover:focus:p-2` → `focus:hover`; a colon inside brackets is no separator). */
function variantsOf(name: string): string {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  [...name].forEach((char, index) => {
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) {
      variants.push(name.slice(start, index));
      start = index + 1;
    }
  });
  return variants.sort().join(':');
}
