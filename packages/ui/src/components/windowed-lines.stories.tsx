import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { WindowedLines } from './windowed-lines';

const LINES = Array.from({ length: 5000 }, (_, index) => `line ${index + 1}: GET /api/products?page=${index % 40} 200`);
const renderLine = (line: string) => line;

const meta = {
  title: 'Primitives/WindowedLines',
  component: WindowedLines<string>,
  args: {
    lines: LINES,
    renderLine,
    lineHeight: 20,
    'aria-label': 'Access log',
    className: 'h-80 rounded-md bg-code p-2 font-mono text-sm leading-5 whitespace-pre-wrap break-all text-code-foreground',
  },
} satisfies Meta<typeof WindowedLines<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawnLines = (root: HTMLElement) => root.querySelectorAll('[data-slot="windowed-line"]');

/** Five thousand lines, a few dozen drawn: the first ones, while the box's scroll height holds them all. */
export const LongLog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('region', { name: 'Access log' });
    await expect(canvas.getByText(LINES[0] ?? '')).toBeVisible();
    await expect(drawnLines(canvasElement).length).toBeLessThan(100);
    await expect(box.scrollHeight).toBeGreaterThan(5000 * 15);
    await expect(canvas.queryByText(LINES[4999] ?? '')).toBeNull();
  },
};

/** Asked for line 4200 (a search match far down), the box scrolls there and draws it. */
export const ScrollsToALine: Story = {
  args: { scrollToIndex: 4199, lineClassName: (_, index) => (index === 4199 ? 'bg-primary/20' : undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByText(LINES[4199] ?? '');
    const box = canvas.getByRole('region', { name: 'Access log' });
    await waitFor(() => {
      const shown = line.getBoundingClientRect();
      const frame = box.getBoundingClientRect();
      expect(shown.top).toBeGreaterThanOrEqual(frame.top);
      expect(shown.bottom).toBeLessThanOrEqual(frame.bottom);
    });
    await expect(line).toHaveClass('bg-primary/20');
    await expect(canvas.queryByText(LINES[0] ?? '')).toBeNull();
    await expect(drawnLines(canvasElement).length).toBeLessThan(100);
  },
};
