import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonText } from './skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { className: 'h-10 w-48' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: () => (
    <div className="grid max-w-md gap-6" data-testid="catalog">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <SkeletonText lines={1} data-testid="one-line" />
      <SkeletonText data-testid="three-lines" />
      <SkeletonText lines={5} data-testid="five-lines" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = (id: string) => canvas.getByTestId(id).querySelectorAll('[data-slot="skeleton"]');
    await expect(lines('one-line')).toHaveLength(1);
    await expect(lines('three-lines')).toHaveLength(3);
    await expect(lines('five-lines')).toHaveLength(5);
    // The last line is shorter, like the end of a paragraph.
    const five = Array.from(lines('five-lines'));
    const widths = five.map((line) => line.getBoundingClientRect().width);
    await expect(widths[4]).toBeLessThan(widths[0] ?? 0);
  },
};

export const HiddenFromAssistiveTechnology: Story = {
  render: (args) => (
    <div role="status" aria-label="Loading domains">
      <Skeleton {...args} />
      <SkeletonText lines={2} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status', { name: 'Loading domains' });
    const skeleton = status.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(status.querySelector('[data-slot="skeleton-text"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton).toHaveClass('animate-pulse', 'motion-reduce:animate-none', 'bg-muted');
    await expect(getComputedStyle(skeleton as Element).animationName).not.toBe('none');
  },
};
