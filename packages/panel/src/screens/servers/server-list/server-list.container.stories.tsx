import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@hostdeck/ui';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { ServerListScreenContainer } from './server-list.container';

const meta = {
  title: 'Screens/Servers/ServerListContainer',
  component: ServerListScreenContainer,
  args: { title: 'Servers' },
} satisfies Meta<typeof ServerListScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const owner = panelStory();

/** The owner attaches a bridge: the world keeps it and the list shows it. */
export const AttachServer: Story = {
  ...owner,
  beforeEach: () => {
    owner.beforeEach();
    const spy = spyOn(toast, 'success');
    return () => spy.mockRestore();
  },
  play: async (context) => {
    const t = storyText(context, 'server-list');
    const canvas = context.canvas;
    await expect(await canvas.findByRole('link', { name: 'Lestari office box' }, { timeout: 5000 })).toHaveAttribute('href', '/user/server/detail/20');
    await userEvent.click(canvas.getByRole('button', { name: t('actions.add') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('form.createTitle') }));
    await userEvent.type(dialog.getByRole('textbox', { name: t('form.alias') }), 'https://bridge.warungsenja.id');
    await userEvent.type(dialog.getByRole('textbox', { name: t('form.description') }), 'Warung back office');
    await userEvent.type(dialog.getByLabelText(t('form.pass'), { exact: false, selector: 'input' }), 'c0ffee-bridge-secret');
    await userEvent.click(dialog.getByRole('button', { name: t('form.create') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(toast.success).toHaveBeenCalledWith(t('done.created'));
    await expect(await canvas.findByRole('link', { name: 'Warung back office' }, { timeout: 5000 })).toBeVisible();
    await expect(owner.store.state.servers.find((server) => server.description === 'Warung back office')?.endpoint).toBe('bridge.warungsenja.id');
  },
};

export const MemberView: Story = {
  ...panelStory({ scenario: 'member' }),
  play: async (context) => {
    const t = storyText(context, 'server-list');
    await expect(await context.canvas.findByRole('link', { name: 'Lestari office box' }, { timeout: 5000 })).toBeVisible();
    await expect(context.canvas.queryByRole('button', { name: t('actions.add') })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  ...panelStory({ scenario: 'failing' }),
  play: async (context) => {
    const common = storyText(context, 'common');
    await expect(await context.canvas.findByText(common('errors.fetch'), {}, { timeout: 5000 })).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: common('errorBoundary.retry') })).toBeEnabled();
  },
};
