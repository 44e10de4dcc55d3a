import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 10, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageButtons = (nav: HTMLElement) => within(nav).getAllByRole('button').filter((button) => button.dataset.slot === 'pagination-page');

export const Catalog: Story = {
  tags: ['palettes'],
  render: (args) => (
    <div className="grid gap-4">
      <Pagination {...args} aria-label="Middle page" />
      <Pagination {...args} page={1} aria-label="First page" />
      <Pagination {...args} page={10} aria-label="Last page" />
      <Pagination {...args} page={2} pageCount={undefined} hasNext aria-label="Unknown length" />
      <Pagination {...args} page={1} pageCount={1} aria-label="Only page" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const middle = canvas.getByRole('navigation', { name: 'Middle page' });
    await expect(pageButtons(middle).map((button) => button.textContent)).toEqual(['1', '4', '5', '6', '10']);
    await expect(within(middle).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(within(middle).getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    const first = within(canvas.getByRole('navigation', { name: 'First page' }));
    await expect(first.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(first.getByRole('button', { name: 'Next' })).toBeEnabled();
    const last = within(canvas.getByRole('navigation', { name: 'Last page' }));
    await expect(last.getByRole('button', { name: 'Next' })).toBeDisabled();
    // Without a page count: previous, "Page 2", next.
    const unknown = canvas.getByRole('navigation', { name: 'Unknown length' });
    await expect(pageButtons(unknown)).toHaveLength(0);
    await expect(within(unknown).getByText('Page 2')).toBeVisible();
    await expect(within(unknown).getByRole('button', { name: 'Next' })).toBeEnabled();
    const only = canvas.getByRole('navigation', { name: 'Only page' });
    await expect(within(only).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(within(only).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

export const MovesBetweenPages: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 10' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    // The current page is not a way to reload it.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 10' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
    canvas.getByRole('button', { name: 'Previous' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
  },
};

export const DisabledIgnoresClicks: Story = {
  args: { page: 1, pageCount: undefined, hasNext: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }), { pointerEventsCheck: 0 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }), { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** At 360 px the buttons keep their names but show only arrows, and the current page's neighbours fold away. */
export const Narrow: Story = {
  parameters: { viewport: { options: { phone360: { name: '360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  decorators: [
    (Story) => (
      <div className="w-[328px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(within(nav).getByRole('button', { name: 'Next' })).toBeVisible();
  },
};
