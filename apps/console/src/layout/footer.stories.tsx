import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { Footer } from './footer';
import { APP_TITLE } from './logo';
import { STORY_HELP_LINKS } from './story-fixtures';

const meta = {
  title: 'Console/Layout/Footer',
  component: Footer,
  args: { version: '1.4.0', helpLinks: STORY_HELP_LINKS },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const t = storyText(context, 'shell');
    const footer = within(await within(context.canvasElement).findByRole('contentinfo'));
    await expect(footer.getByText(APP_TITLE)).toBeVisible();
    await expect(footer.getByText(t('layout.version', { version: '1.4.0' }))).toBeVisible();
    const help = within(footer.getByRole('navigation', { name: t('nav.help') }));
    await expect(help.getAllByRole('link').map((link) => link.textContent)).toEqual(
      [t('nav.docs'), t('nav.email'), t('nav.chat'), t('nav.forum'), t('nav.updates'), t('nav.status')],
    );
    await expect(help.getByRole('link', { name: t('nav.email') })).toHaveAttribute('href', 'mailto:support@hostdeck.example');
    await expect(help.getByRole('link', { name: t('nav.email') })).not.toHaveAttribute('target');
    await expect(help.getByRole('link', { name: t('nav.status') })).toHaveAttribute('target', '_blank');
  },
};

export const WithoutHelpLinks: Story = {
  args: { helpLinks: {} },
  play: async (context) => {
    const footer = within(await within(context.canvasElement).findByRole('contentinfo'));
    await expect(footer.getByText(storyText(context, 'shell')('layout.version', { version: '1.4.0' }))).toBeVisible();
    await expect(footer.queryByRole('navigation')).not.toBeInTheDocument();
  },
};
