import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Toaster, toast } from './toast';

const raisers = [
  { label: 'Raise success', raise: () => toast.success('Host web-01 restarted') },
  { label: 'Raise error', raise: () => toast.error('Could not reach web-02', { description: 'The host did not answer in 30 s.' }) },
  { label: 'Raise warning', raise: () => toast.warning('Disk 90% full on web-03') },
  { label: 'Raise info', raise: () => toast.info('A new PHP version is available') },
];

const meta = {
  title: 'Primitives/Toast',
  component: Toaster,
  args: { duration: 60_000 },
  render: (args) => (
    <>
      <div className="flex flex-wrap gap-3">
        {raisers.map(({ label, raise }) => (
          <Button key={label} variant="outline" onClick={raise}>
            {label}
          </Button>
        ))}
      </div>
      <Toaster {...args} />
    </>
  ),
  // sonner keeps its toasts in a module-level store; clear it so no story sees another's toasts.
  beforeEach: () => () => {
    toast.dismiss();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toast of each kind, raised by the buttons. */
export const Catalog: Story = {
  tags: ['palettes'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { label } of raisers) await userEvent.click(canvas.getByRole('button', { name: label }));
    // The newest toast is in front; sonner folds the oldest of four behind the others (three show), so it is only present.
    await waitFor(() => expect(screen.getByText('A new PHP version is available')).toBeVisible());
    await expect(await screen.findByText('Host web-01 restarted')).toBeInTheDocument();
    await expect(await screen.findByText('Could not reach web-02')).toBeInTheDocument();
    await expect(await screen.findByText('The host did not answer in 30 s.')).toBeInTheDocument();
    await expect(await screen.findByText('Disk 90% full on web-03')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Notifications' });
    await expect(region.querySelectorAll('[data-sonner-toast]')).toHaveLength(4);
    await expect(region.querySelector('[data-type="error"]')).toHaveClass('bg-popover');
  },
};

export const RaisedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Raise success' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const message = await screen.findByText('Host web-01 restarted');
    const item = message.closest('[data-sonner-toast]');
    await expect(item).toHaveAttribute('data-type', 'success');
    // The icon takes the success token colour, not sonner's own green.
    const icon = item?.querySelector('svg');
    await expect(icon).toHaveClass('text-success');
  },
};

export const ClosesAfterItsDuration: Story = {
  args: { duration: 300 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Raise info' }));
    const message = await screen.findByText('A new PHP version is available');
    await waitFor(() => expect(message).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const RightToLeft: Story = {
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Raise warning' }));
    await screen.findByText('Disk 90% full on web-03');
    const toaster = document.querySelector('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('dir', 'rtl');
    await expect(toaster).toHaveAttribute('data-x-position', 'left');
  },
};
