import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { isolateLtr, toast } from '@hostdeck/ui';
import { panelStory, panelStoryFailingOnce } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { HostUsersScreenContainer } from './host-users.container';
import { OWNER_USER, STUDIO_DOMAIN, STUDIO_HOST_ID, frameOf } from './host-users.fixtures';

const meta = {
  title: 'Screens/Hosts/HostUsersContainer',
  component: HostUsersScreenContainer,
  args: { frame: frameOf(STUDIO_HOST_ID) },
} satisfies Meta<typeof HostUsersScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_USER = 'ci-runner';
const addThenDelete = panelStory();

/** lestari.studio (1001): add ci-runner, see its password once, then delete it again; the list follows each write. */
export const AddThenDelete: Story = {
  ...addThenDelete,
  play: async (context) => {
    const t = storyText(context, 'host-users');
    const { canvas } = context;
    const success = spyOn(toast, 'success');
    const table = within(await canvas.findByRole('region', { name: t('table.label', { domain: STUDIO_DOMAIN }) }, { timeout: 5000 }));
    await expect(table.getByRole('rowheader', { name: OWNER_USER.name })).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: t('add.name') }), NEW_USER);
    await userEvent.click(canvas.getByRole('button', { name: t('add.submit') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('password.title', { user: isolateLtr(NEW_USER) }) }, { timeout: 5000 }));
    const password = dialog.getByRole('textbox', { name: t('password.label', { user: isolateLtr(NEW_USER) }) });
    await expect((password as HTMLInputElement).value).toMatch(/^[A-Za-z0-9]{18}$/);
    await expect(addThenDelete.store.state.hosts.find((host) => host.record.id === STUDIO_HOST_ID)?.users[NEW_USER]).toBeDefined();
    await userEvent.click(dialog.getByRole('button', { name: t('password.done') }));
    await expect(await table.findByRole('rowheader', { name: NEW_USER }, { timeout: 5000 })).toBeVisible();

    await userEvent.click(table.getByRole('button', { name: t('delete.actionNamed', { user: NEW_USER }) }));
    const confirm = await screen.findByRole('dialog', { name: t('delete.title', { user: isolateLtr(NEW_USER), domain: isolateLtr(STUDIO_DOMAIN) }) }, { timeout: 5000 });
    await userEvent.click(within(confirm).getByRole('button', { name: t('delete.confirm') }));
    // The toast follows the write, which waits for the list to be read again: by then the row is gone.
    await waitFor(() => expect(success).toHaveBeenCalledWith(t('delete.done', { user: isolateLtr(NEW_USER) })), { timeout: 5000 });
    await expect(table.queryByRole('rowheader', { name: NEW_USER })).not.toBeInTheDocument();
    await expect(table.getByRole('rowheader', { name: OWNER_USER.name })).toBeVisible();
  },
};

/** The user list fails once: the catalogue's fetch error with a retry, which brings the list. */
export const FetchErrorThenRetry: Story = {
  ...panelStoryFailingOnce(`*/userapi/team/:teamId/host/user/${STUDIO_HOST_ID}`),
  play: async (context) => {
    const t = storyText(context, 'host-users');
    const { canvas } = context;
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(storyText(context, 'common')('errors.fetch'));
    await userEvent.click(within(alert).getByRole('button', { name: storyText(context, 'ui')('retry') }));
    await expect(await canvas.findByRole('region', { name: t('table.label', { domain: STUDIO_DOMAIN }) }, { timeout: 5000 })).toBeVisible();
  },
};
