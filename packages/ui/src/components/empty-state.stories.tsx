import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Globe, Inbox } from 'lucide-react';
import { Button } from './button';
import { EmptyState } from './empty-state';

const onCreate = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    icon: <Globe />,
    title: 'No domains yet',
    description: 'Add a domain to point it at one of your sites.',
    action: <Button onClick={onCreate}>Add a domain</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: (args) => (
    <div className="grid gap-4">
      <EmptyState {...args} />
      <EmptyState icon={<Inbox />} title="No messages" headingLevel="h3" />
      <EmptyState title="Nothing here" description="Only a title and a description." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No domains yet' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'No messages' })).toBeVisible();
    await expect(canvas.getByText('Only a title and a description.')).toBeVisible();
    const icons = canvasElement.querySelectorAll('[data-slot="empty-state-icon"]');
    await expect(icons).toHaveLength(2);
    await expect(icons[0]).toHaveAttribute('aria-hidden', 'true');
  },
};

export const ActionByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    onCreate.mockClear();
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Add a domain' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(onCreate).toHaveBeenCalledTimes(2);
  },
};
