import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { homePath } from '../../../rules/paths';
import { NotAllowedScreen } from './not-allowed';

const meta = {
  title: 'Screens/Common/NotAllowed',
  component: NotAllowedScreen,
  args: { reason: 'adminOnly', homeHref: homePath() },
} satisfies Meta<typeof NotAllowedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /user/users for anyone but the administrator: the page is his, and the way back home. */
export const AdminOnly: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'common');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('access.notAllowedTitle') })).toBeInTheDocument();
    await expect(canvas.getByText(t('access.adminOnly'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('notFound.backHome') })).toHaveAttribute('href', homePath());
  },
};

/** A page the user's role in the team does not reach (the server refused it with 403). */
export const RoleNotAllowed: Story = {
  args: { reason: 'role' },
  play: async (context) => {
    const t = storyText(context, 'common');
    await expect(await context.canvas.findByRole('heading', { level: 1, name: t('access.notAllowedTitle') })).toBeInTheDocument();
    await expect(context.canvas.getByText(t('access.roleNotAllowed'))).toBeVisible();
  },
};
