import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundScreen } from './not-found';

const meta = {
  title: 'Screens/Common/Not found',
  component: NotFoundScreen,
  args: { homeHref: '/user/host/list' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The page you are looking for does not exist.' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/user/host/list');
  },
};

export const OtherTeamInArabic: Story = {
  args: { homeHref: '/user/team/7/host/list' },
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link');
    await expect(link).toHaveAttribute('href', '/user/team/7/host/list');
    await expect(link).not.toHaveTextContent('Back to home');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
