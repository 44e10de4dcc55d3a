import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlaceholderScreen } from './placeholder';

const meta = {
  title: 'Screens/Common/Placeholder',
  component: PlaceholderScreen,
  args: { pageTitle: 'Backups' },
} satisfies Meta<typeof PlaceholderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Backups' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'This page is not built yet' })).toBeInTheDocument();
    await expect(canvas.getByText('This screen arrives in a later release.')).toBeInTheDocument();
  },
};
