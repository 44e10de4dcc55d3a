import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { hasPrevious: true, hasNext: true, onPrevious: fn(), onNext: fn(), label: 'Page 2' },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: (args) => (
    <div className="grid gap-4">
      <Pagination {...args} aria-label="Middle page" />
      <Pagination {...args} hasPrevious={false} label="Page 1" aria-label="First page" />
      <Pagination {...args} hasNext={false} label="Page 9" aria-label="Last page" />
      <Pagination {...args} hasPrevious={false} hasNext={false} label={undefined} aria-label="Only page" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole('navigation', { name: 'First page' }));
    await expect(first.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(first.getByRole('button', { name: 'Next' })).toBeEnabled();
    const last = within(canvas.getByRole('navigation', { name: 'Last page' }));
    await expect(last.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(last.getByText('Page 9')).toBeVisible();
    const only = canvas.getByRole('navigation', { name: 'Only page' });
    await expect(within(only).getAllByRole('button').every((button) => button.hasAttribute('disabled'))).toBe(true);
    await expect(only.querySelector('[data-slot="pagination-label"]')).toBeNull();
  },
};

export const ButtonsCallHandlers: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await expect(args.onPrevious).not.toHaveBeenCalled();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
  },
};

export const DisabledIgnoresClicks: Story = {
  args: { hasPrevious: false, hasNext: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }), { pointerEventsCheck: 0 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }), { pointerEventsCheck: 0 });
    await expect(args.onPrevious).not.toHaveBeenCalled();
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};
