import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText } from '@storybook-helpers/story-text';
import { EnvironmentScreen } from './environment';
import { environmentArgs } from './environment.fixtures';

const meta = {
  title: 'Screens/Hosts/Environment',
  component: EnvironmentScreen,
  args: environmentArgs,
} satisfies Meta<typeof EnvironmentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the environment is, and links to the NGINX and Deploy pages where it is set today. */
export const WhereToSetIt: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const t = storyText(context, 'environment');
    const { canvas } = context;
    const heading = await canvas.findByRole('heading', { level: 1, name: environmentArgs.title });
    await expect(heading).toHaveAccessibleDescription(t('intro', { example: isolateLtr('NODE_ENV') }));
    await expect(canvas.getByRole('link', { name: t('where.nginx.link') })).toHaveAttribute('href', environmentArgs.nginxHref);
    await expect(canvas.getByRole('link', { name: t('where.deploy.link') })).toHaveAttribute('href', environmentArgs.deployHref);
    await expect(canvas.getByText(t('where.deploy.text', { key: isolateLtr('envs') }))).toBeVisible();
  },
};
