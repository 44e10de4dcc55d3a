import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { DeleteAccountScreenContainer } from './delete-account.container';

// Initdata, the profile, then every owned team's websites and domains.
const LOADED = { timeout: 5000 };

const meta = {
  title: 'Screens/Account/DeleteAccountContainer',
  component: DeleteAccountScreenContainer,
  render: (_args, context) => <DeleteAccountScreenContainer title={storyText(context, 'shell')('routes.deleteAccount')} />,
  args: { title: '' },
} satisfies Meta<typeof DeleteAccountScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const blocked = panelStory();

/** The studio owner still has websites and domains: they are listed with links, and the right email cannot delete. */
export const AccountWithHosts: Story = {
  ...blocked,
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'delete-account');
    const state = blocked.store.state;
    const owner = state.users.find((user) => user.id === state.session.userId);
    const owned = new Set(state.teams.filter((team) => team.user_id === owner?.id).map((team) => team.id));
    const hosts = state.hosts.filter((host) => owned.has(host.team_id));
    const list = await canvas.findByRole('list', { name: t('blockers.listLabel') }, LOADED);
    const hrefs = within(list).getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(hosts.length).toBeGreaterThan(0);
    for (const host of hosts.slice(0, 3)) await expect(hrefs).toContain(`/user/host/detail/${host.record.id}`);
    await expect(hrefs.some((href) => href?.startsWith('/user/domain/detail/'))).toBe(true);
    await userEvent.type(canvas.getByRole('textbox', { name: t('email.label') }), owner?.email ?? '');
    await expect(canvas.getByRole('button', { name: t('delete.button') })).toBeDisabled();
  },
};

const deleteNavigate = fn();
const deletable = panelStory({ scenario: 'locked', navigate: deleteNavigate });

/** An account with nothing left: the right email, the confirmation, then the account is gone and the sign-out follows. */
export const DeleteEmptyAccount: Story = {
  ...deletable,
  tags: ['!autodocs'],
  beforeEach: () => deleteNavigate.mockClear(),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'delete-account');
    const state = deletable.store.state;
    const userId = state.session.userId;
    const email = state.users.find((user) => user.id === userId)?.email ?? '';
    await userEvent.type(await canvas.findByRole('textbox', { name: t('email.label') }, LOADED), email);
    await expect(canvas.queryByRole('list', { name: t('blockers.listLabel') })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('delete.button') }));
    const dialog = await screen.findByRole('dialog', { name: t('confirm.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('confirm.button') }));
    await waitFor(() => expect(deleteNavigate).toHaveBeenCalledWith('/logout'), LOADED);
    await expect(deletable.store.state.users.some((user) => user.id === userId)).toBe(false);
  },
};

export const Error: Story = {
  ...panelStory({ scenario: 'failing' }),
  tags: ['!autodocs'],
  play: async (context) => {
    const t = storyText(context, 'common');
    await expect(await context.canvas.findByText(t('errors.fetch'), {}, LOADED)).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: t('errorBoundary.retry') })).toBeEnabled();
  },
};
