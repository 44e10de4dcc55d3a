import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: { message: 'The server did not answer. <b>Not bold</b>', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: (args) => (
    <div className="grid gap-4">
      <ErrorState {...args} />
      <ErrorState title="Could not load the mailboxes" message="Timeout after 30 s" />
      <ErrorState {...args} isRetrying title="Retrying" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(3);
    await expect(alerts[0]).toHaveTextContent('Something went wrong');
    // Server text stays inert text, markup and all.
    await expect(alerts[0]).toHaveTextContent('<b>Not bold</b>');
    await expect(alerts[1]).toHaveTextContent('Could not load the mailboxes');
    await expect(within(alerts[1] as HTMLElement).queryByRole('button')).toBeNull();
    await expect(within(alerts[2] as HTMLElement).getByRole('button', { name: /Try again/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const RetryCallsOnRetry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(retry).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};
