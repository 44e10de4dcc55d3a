import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { parseAnsiLines } from './ansi';
import { AnsiText } from './ansi-text';

const ESC = '\x1b';
const COLOURS = `${ESC}[31mred ${ESC}[32mgreen ${ESC}[33myellow ${ESC}[34mblue ${ESC}[35mmagenta ${ESC}[36mcyan${ESC}[0m plain`;
const LOG = `${ESC}[1mStep 1/2${ESC}[22m install\n${ESC}[32madded 12 packages\nstill green${ESC}[0m\nBuilding 10%\r${ESC}[KBuilding 100%`;

const meta = {
  title: 'Primitives/AnsiText',
  component: AnsiText,
  args: { text: COLOURS },
  decorators: [
    (Story) => (
      <pre className="rounded-md bg-code p-4 font-mono text-sm whitespace-pre-wrap text-code-foreground">
        <Story />
      </pre>
    ),
  ],
} satisfies Meta<typeof AnsiText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const colour of ['red', 'green', 'yellow', 'blue', 'magenta', 'cyan']) {
      await expect(canvas.getByText(new RegExp(`^${colour}`))).toHaveClass(`text-ansi-${colour}`);
    }
    // Each colour token renders as its own colour, distinct from the code text around it.
    const colours = new Set(['red', 'green', 'blue'].map((name) => getComputedStyle(canvas.getByText(new RegExp(`^${name}`))).color));
    await expect(colours.size).toBe(3);
    await expect(canvasElement.querySelector('[data-slot="ansi-text"]')).toHaveTextContent('red green yellow blue magenta cyan plain');
    await expect(canvasElement.querySelectorAll('[data-slot="ansi-text-segment"]')).toHaveLength(6);
  },
};

export const BoldAndOverwrittenProgress: Story = {
  args: { text: LOG },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const step = canvas.getByText('Step 1/2');
    await expect(step).toHaveClass('font-bold');
    await expect(getComputedStyle(step).fontWeight).toBe('700');
    await expect(canvas.getByText(/added 12 packages/)).toHaveAttribute('data-color', 'green');
    const text = canvasElement.textContent ?? '';
    // The progress line shows only what was written after its carriage return.
    await expect(text.match(/Building \d+%/g)).toEqual(['Building 100%']);
    await expect(text).not.toContain('\x1b');
  },
};

/** An error line takes one colour of its own: the colours of its output are dropped, bold stays. */
export const Monochrome: Story = {
  args: { text: `${ESC}[1;31merror${ESC}[0m ${ESC}[36mrouts${ESC}[0m`, isMonochrome: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('error')).toHaveClass('font-bold');
    await expect(canvas.getByText('error')).not.toHaveAttribute('data-color');
    await expect(canvasElement.querySelector('[data-color]')).toBeNull();
    await expect(canvasElement).toHaveTextContent('error routs');
  },
};

/** One line of a log drawn line by line: the colour set on the line before carries on. */
export const LineOfSegments: Story = {
  args: { segments: parseAnsiLines(LOG)[2] ?? [] },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByText('still green');
    await expect(line).toHaveAttribute('data-color', 'green');
    await expect(canvasElement).toHaveTextContent(/^still green$/);
  },
};

export const HostileTextStaysInert: Story = {
  args: { text: `${ESC}[31m<img src=x onerror="window.__ansiPwned = true">${ESC}[0m<script>window.__ansiPwned = true</script>` },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect('__ansiPwned' in window).toBe(false);
    await expect(within(canvasElement).getByText(/<img src=x/)).toHaveClass('text-ansi-red');
  },
};

/** In a right-to-left page, terminal output still reads left to right: the prompt `$>` leads, a trailing colon trails. */
export const LeftToRightInArabic: Story = {
  globals: { language: 'ar' },
  args: { text: `${ESC}[37m$> Applying features${ESC}[0m\ncommands:` },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const output = canvasElement.querySelector<HTMLElement>('[data-slot="ansi-text"]');
    await expect(output).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(output ?? canvasElement).direction).toBe('ltr');
    // The visual order: the prompt is drawn left of the words that follow it (right of them if the line ran rtl).
    const node = within(canvasElement).getByText(/Applying features/).firstChild;
    if (!node) throw new Error('the step line has no text');
    const box = (from: number, length: number) => {
      const range = document.createRange();
      range.setStart(node, from);
      range.setEnd(node, from + length);
      return range.getBoundingClientRect();
    };
    const text = node.textContent ?? '';
    await expect(box(text.indexOf('$>'), 2).left).toBeLessThan(box(text.indexOf('Applying'), 8).left);
  },
};
