import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UsageMeter } from './meter';

const usage = { warning: 0.8, error: 1 };
const expiry = { warning: 7 / 90, error: 0 };

const meta = {
  title: 'Primitives/UsageMeter',
  component: UsageMeter,
  args: { label: 'Disk space', value: 1.2, max: 5, valueText: '1.2 GB of 5 GB', thresholds: usage },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UsageMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: () => (
    <div className="grid gap-5">
      <UsageMeter label="Disk normal" value={1.2} max={5} valueText="1.2 GB of 5 GB" thresholds={usage} />
      <UsageMeter label="Disk warning" value={4.5} max={5} valueText="4.5 GB of 5 GB" thresholds={usage} />
      <UsageMeter label="Disk error" value={6} max={5} valueText="6 GB of 5 GB" thresholds={usage} />
      <UsageMeter label="Mailboxes unlimited" value={12} max={0} valueText="12 of unlimited" thresholds={usage} />
      <UsageMeter
        label="Certificate normal"
        value={60}
        max={90}
        valueText="60 days left"
        thresholds={expiry}
        direction="low-is-bad"
      />
      <UsageMeter
        label="Certificate warning"
        value={5}
        max={90}
        valueText="5 days left"
        thresholds={expiry}
        direction="low-is-bad"
      />
      <UsageMeter
        label="Certificate error"
        value={-2}
        max={90}
        valueText="Expired 2 days ago"
        thresholds={expiry}
        direction="low-is-bad"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tones: Record<string, string> = {
      'Disk normal': 'normal',
      'Disk warning': 'warning',
      'Disk error': 'error',
      'Mailboxes unlimited': 'normal',
      'Certificate normal': 'normal',
      'Certificate warning': 'warning',
      'Certificate error': 'error',
    };
    for (const [name, tone] of Object.entries(tones)) {
      await expect(canvas.getByRole('meter', { name })).toHaveAttribute('data-tone', tone);
    }
    const over = canvas.getByRole('meter', { name: 'Disk error' });
    // Over quota: the reading says 6 GB, the bar stops at full.
    await expect(over).toHaveAttribute('aria-valuenow', '5');
    await expect(over).toHaveAttribute('aria-valuetext', '6 GB of 5 GB');
    await expect(barWidthShare(over)).toBeCloseTo(1, 2);
    await expect(barWidthShare(canvas.getByRole('meter', { name: 'Certificate error' }))).toBe(0);
  },
};

export const Normal: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Disk space' });
    await expect(meter).toHaveAttribute('aria-valuenow', '1.2');
    await expect(meter).toHaveAttribute('aria-valuemin', '0');
    await expect(meter).toHaveAttribute('aria-valuemax', '5');
    await expect(meter).toHaveAttribute('aria-valuetext', '1.2 GB of 5 GB');
    await expect(meter).toHaveAttribute('data-tone', 'normal');
    await expect(barWidthShare(meter)).toBeCloseTo(0.24, 2);
    await expect(within(canvasElement).getByText('1.2 GB of 5 GB')).toBeVisible();
  },
};

export const WarningAtThreshold: Story = {
  args: { value: 4, valueText: '4 GB of 5 GB' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Disk space' });
    await expect(meter).toHaveAttribute('aria-valuenow', '4');
    await expect(meter).toHaveAttribute('data-tone', 'warning');
  },
};

export const ErrorWhenFull: Story = {
  args: { value: 5, valueText: '5 GB of 5 GB' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Disk space' });
    await expect(meter).toHaveAttribute('data-tone', 'error');
    await expect(meter.querySelector('[data-slot="meter-bar"]')).toHaveClass('bg-destructive');
  },
};

export const LowIsBad: Story = {
  args: {
    label: 'Certificate',
    value: 6,
    max: 90,
    valueText: '6 days left',
    thresholds: expiry,
    direction: 'low-is-bad',
  },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Certificate' });
    await expect(meter).toHaveAttribute('aria-valuenow', '6');
    await expect(meter).toHaveAttribute('aria-valuetext', '6 days left');
    await expect(meter).toHaveAttribute('data-tone', 'warning');
    await expect(meter.querySelector('[data-slot="meter-bar"]')).toHaveClass('bg-warning');
  },
};

export const RightToLeft: Story = {
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Disk space' });
    const bar = meter.querySelector('[data-slot="meter-bar"]');
    await expect(bar).not.toBeNull();
    // The filled part grows from the start edge, which is the right in Arabic.
    const track = meter.getBoundingClientRect();
    const fill = (bar as Element).getBoundingClientRect();
    await expect(Math.abs(fill.right - track.right)).toBeLessThan(1);
    await expect(fill.left - track.left).toBeGreaterThan(10);
  },
};

function barWidthShare(meter: HTMLElement): number {
  const bar = meter.querySelector('[data-slot="meter-bar"]');
  if (!bar) return Number.NaN;
  return bar.getBoundingClientRect().width / meter.getBoundingClientRect().width;
}
