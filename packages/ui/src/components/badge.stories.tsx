import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CircleCheck } from 'lucide-react';
import { Badge, WEBHOOK_STATUSES, type BadgeSize, type BadgeVariant } from './badge';

const variants: BadgeVariant[] = ['default', 'secondary', 'outline', 'success', 'warning', 'destructive', 'info'];
const sizes: BadgeSize[] = ['sm', 'md'];

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Badge' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: () => (
    <div className="grid gap-4">
      {sizes.map((size) => (
        <div key={size} className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            {variants.map((variant) => (
              <Badge key={variant} variant={variant} size={size}>
                {variant} {size}
              </Badge>
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-2" data-testid={`statuses-${size}`}>
            {WEBHOOK_STATUSES.map((status) => (
              <Badge key={status} variant={status} size={size}>
                {status}
              </Badge>
            ))}
          </div>
        </div>
      ))}
      <div className="flex items-center gap-2">
        <Badge variant="success" size="md">
          <CircleCheck aria-hidden /> Deployed
        </Badge>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('outline md')).toHaveAttribute('data-variant', 'outline');
    await expect(canvas.getByText('outline md')).toHaveAttribute('data-size', 'md');
    const statuses = within(canvas.getByTestId('statuses-sm'));
    const colours = WEBHOOK_STATUSES.map((status) => {
      const badge = statuses.getByText(status);
      return getComputedStyle(badge).backgroundColor;
    });
    // Each webhook status has its own solid colour, so a glance at a list tells them apart.
    await expect(new Set(colours).size).toBe(WEBHOOK_STATUSES.length);
    await expect(colours).not.toContain('rgba(0, 0, 0, 0)');
  },
};

export const WebhookStatus: Story = {
  args: { variant: 'failed', children: 'failed' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('failed');
    await expect(badge).toHaveAttribute('data-slot', 'badge');
    await expect(badge).toHaveAttribute('data-variant', 'failed');
    await expect(badge).toHaveClass('bg-status-failed', 'text-status-failed-foreground');
  },
};
