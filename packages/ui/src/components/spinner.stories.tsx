import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner';

const sizes = [
  { name: 'sm', className: '[&_svg]:size-3' },
  { name: 'md', className: '' },
  { name: 'lg', className: '[&_svg]:size-6' },
  { name: 'xl', className: '[&_svg]:size-10' },
];

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sizes set by className, in the text colour or a token colour, and the decorative form used inside buttons. */
export const Catalog: Story = {
  tags: ['palettes'],
  render: (args) => (
    <div className="flex flex-wrap items-center gap-6">
      {sizes.map(({ name, className }) => (
        <Spinner key={name} {...args} className={className} data-testid={`spinner-${name}`} />
      ))}
      <Spinner className="text-primary [&_svg]:size-6" data-testid="spinner-primary" />
      <Spinner className="text-muted-foreground" label="Loading hosts…" />
      <Spinner decorative data-testid="spinner-decorative" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const statuses = canvas.getAllByRole('status');
    // The decorative one is hidden from assistive technology, so it is not a status.
    await expect(statuses).toHaveLength(sizes.length + 2);
    await expect(canvas.getByTestId('spinner-md')).toHaveTextContent('Loading…');
    await expect(canvas.getByText('Loading hosts…')).toBeInTheDocument();
    await expect(canvas.getByTestId('spinner-decorative')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByTestId('spinner-decorative')).not.toHaveTextContent('Loading…');
    // Computed size, not the bounding box, which grows while the icon spins.
    const widthOf = (testId: string) => getComputedStyle(canvas.getByTestId(testId).querySelector('svg') as Element).width;
    await expect(widthOf('spinner-sm')).toBe('12px');
    await expect(widthOf('spinner-md')).toBe('16px');
    await expect(widthOf('spinner-xl')).toBe('40px');
  },
};

export const StatusForAssistiveTechnology: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('data-slot', 'spinner');
    await expect(status).toHaveTextContent('Loading…');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Deploying web-01…' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Deploying web-01…');
    await expect(status).not.toHaveTextContent('Loading…');
  },
};
