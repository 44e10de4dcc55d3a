import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { PlaceholderScreen } from './placeholder';

const meta = {
  title: 'Screens/Common/Placeholder',
  component: PlaceholderScreen,
  // The page title comes from the route table: the stories show a route's own, in the story's language, unless one is typed.
  render: (args, context) => <PlaceholderScreen pageTitle={args.pageTitle || storyText(context, 'shell')('routes.backupList')} />,
  args: { pageTitle: '' },
} satisfies Meta<typeof PlaceholderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'common');
    await expect(await canvas.findByRole('heading', { level: 1, name: storyText(context, 'shell')('routes.backupList') })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: t('placeholder.title') })).toBeInTheDocument();
    await expect(canvas.getByText(t('placeholder.text'))).toBeInTheDocument();
  },
};
