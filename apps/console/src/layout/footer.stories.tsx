import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './footer';
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
  play: async ({ canvasElement }) => {
    const footer = within(await within(canvasElement).findByRole('contentinfo'));
    await expect(footer.getByText('Hostdeck')).toBeVisible();
    await expect(footer.getByText('Version 1.4.0')).toBeVisible();
    const help = within(footer.getByRole('navigation', { name: 'Help' }));
    await expect(help.getAllByRole('link').map((link) => link.textContent)).toEqual(['Docs', 'Email', 'Chat', 'Forum', 'Updates', 'Status']);
    await expect(help.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:support@hostdeck.example');
    await expect(help.getByRole('link', { name: 'Email' })).not.toHaveAttribute('target');
    await expect(help.getByRole('link', { name: 'Status' })).toHaveAttribute('target', '_blank');
  },
};

export const WithoutHelpLinks: Story = {
  args: { helpLinks: {} },
  play: async ({ canvasElement }) => {
    const footer = within(await within(canvasElement).findByRole('contentinfo'));
    await expect(footer.getByText('Version 1.4.0')).toBeVisible();
    await expect(footer.queryByRole('navigation')).not.toBeInTheDocument();
  },
};
