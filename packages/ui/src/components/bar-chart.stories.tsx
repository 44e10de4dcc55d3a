import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BarChart, type BarChartDatum } from './bar-chart';

/** Thirty days of bandwidth in GB; a fixed formula so every run draws the same bars. */
const BANDWIDTH: BarChartDatum[] = Array.from({ length: 30 }, (_, day) => ({
  label: `Jun ${day + 1}`,
  value: Math.round(120 + 80 * Math.sin(day / 4) + ((day * 17) % 23)),
}));
const formatGigabytes = (value: number) => `${value} GB`;

const meta = {
  title: 'Primitives/BarChart',
  component: BarChart,
  args: { data: BANDWIDTH, valueLabel: 'Bandwidth', label: 'Bandwidth, last 30 days', formatValue: formatGigabytes },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const bars = (element: Element) => element.querySelectorAll('svg .recharts-bar-rectangle');
// The chart code is its own chunk; the first load in a cold browser can take a few seconds.
const LAZY = { timeout: 8000 };

export const Catalog: Story = {
  tags: ['palettes'],
  render: (args) => (
    <div className="grid gap-6">
      <BarChart {...args} />
      <BarChart {...args} label="Requests, last week" valueLabel="Requests" data={BANDWIDTH.slice(0, 7)} formatValue={undefined} height={160} />
      <BarChart {...args} label="Errors, last 30 days" data={[]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Requests, last week' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('figure', { name: 'Errors, last 30 days' })).getByText('Nothing to show yet')).toBeVisible();
    await waitFor(() => expect(bars(canvas.getByRole('figure', { name: 'Requests, last week' }))).toHaveLength(7), LAZY);
  },
};

export const Bandwidth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'Bandwidth, last 30 days' });
    const table = await canvas.findByRole('table', { name: 'Bandwidth, last 30 days' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(within(table).getByRole('columnheader', { name: 'Bandwidth' })).toBeInTheDocument();
    await expect(within(table).getByRole('rowheader', { name: 'Jun 1' }).nextElementSibling).toHaveTextContent('120 GB');
    await waitFor(() => expect(figure.querySelectorAll('svg rect, svg .recharts-bar-rectangle').length).toBeGreaterThan(0), LAZY);
    await expect(bars(figure)).toHaveLength(30);
    const svg = figure.querySelector('svg.recharts-surface');
    await expect(svg?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(svg).not.toHaveAttribute('tabindex');
    // Colours come from the palette: the bars use the chart token.
    await expect(figure.querySelector('.recharts-bar-rectangle path')).toHaveAttribute('fill', 'var(--chart-1)');
    // Hovering a bar shows its value, formatted.
    const firstBar = bars(figure)[0];
    if (!firstBar) throw new Error('no bar');
    await userEvent.hover(firstBar);
    await expect(await within(figure).findByText(/120 GB/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('figure', { name: 'Bandwidth, last 30 days' })).getByText('Nothing to show yet')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};
