import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { teamBaseOf } from '../../../data/session';
import { homePath } from '../../../rules/paths';
import { NotFoundScreen } from './not-found';

const meta = {
  title: 'Screens/Common/NotFound',
  component: NotFoundScreen,
  args: { homeHref: homePath() },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'common');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('notFound.title') })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('notFound.backHome') })).toHaveAttribute('href', homePath());
  },
};

// The studio's owner (default team 101) looking through the coffee collective's team (106).
const OTHER_TEAM_HOME = homePath(teamBaseOf(106, 101));

export const OtherTeam: Story = {
  args: { homeHref: OTHER_TEAM_HOME },
  play: async (context) => {
    await expect(await context.canvas.findByRole('link', { name: storyText(context, 'common')('notFound.backHome') })).toHaveAttribute('href', OTHER_TEAM_HOME);
  },
};

export const Arabic: Story = {
  globals: { language: 'ar' },
  play: async (context) => {
    await expect(await context.canvas.findByRole('heading', { level: 1 })).toHaveTextContent(storyText(context, 'common')('notFound.title'));
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
