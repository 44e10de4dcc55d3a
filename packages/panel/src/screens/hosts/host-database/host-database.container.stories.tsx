import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { isolateLtr, toast } from '@hostdeck/ui';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { databaseFullName } from '../../../rules/database-name';
import { HostDatabaseScreenContainer } from './host-database.container';
import { STUDIO_HOST_ID, STUDIO_USERNAME, frameOf } from './host-database.fixtures';

const meta = {
  title: 'Screens/Hosts/HostDatabaseContainer',
  component: HostDatabaseScreenContainer,
  args: { frame: frameOf(STUDIO_HOST_ID) },
} satisfies Meta<typeof HostDatabaseScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const createThenDrop = panelStory();
const studioOf = (story: typeof createThenDrop) => story.store.state.hosts.find((host) => host.record.id === STUDIO_HOST_ID);

/** lestari.studio (1001, owner-paid): create the MySQL database 'reports', then drop it through both confirmations. */
export const CreateThenDropMysql: Story = {
  ...createThenDrop,
  beforeEach: () => {
    createThenDrop.beforeEach();
    const spy = spyOn(toast, 'success');
    return () => spy.mockRestore();
  },
  play: async (context) => {
    const t = storyText(context, 'host-database');
    const { canvas } = context;
    // The spy of beforeEach.
    const success = toast.success;
    const full = databaseFullName(STUDIO_USERNAME, 'reports');
    const sql = within(await canvas.findByRole('region', { name: t('sql.label') }, { timeout: 5000 }));
    await expect(sql.queryByRole('rowheader', { name: full })).not.toBeInTheDocument();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('create.kind') }), 'mysql');
    await userEvent.type(canvas.getByRole('textbox', { name: t('create.name') }), 'reports');
    await userEvent.click(canvas.getByRole('button', { name: t('create.submit') }));
    await expect(await sql.findByRole('rowheader', { name: full }, { timeout: 5000 })).toBeVisible();
    // The toast follows the refreshed list: the write's promise settles after the refetch it waits for.
    await waitFor(() => expect(success).toHaveBeenCalledWith(t('create.done', { name: isolateLtr(full) })), { timeout: 5000 });
    await expect(studioOf(createThenDrop)?.databases[full]).toMatchObject({ Type: 'mysql' });
    await expect(canvas.getByRole('textbox', { name: t('create.name') })).toHaveValue('');

    await userEvent.click(sql.getByRole('button', { name: t('drop.label', { name: isolateLtr(full) }) }));
    const ask = within(await screen.findByRole('dialog', { name: t('drop.ask.title', { name: isolateLtr(full) }) }));
    await userEvent.click(ask.getByRole('button', { name: t('drop.ask.confirm') }));
    const typed = within(await screen.findByRole('dialog', { name: t('drop.type.title', { name: isolateLtr(full) }) }));
    await userEvent.click(typed.getByRole('textbox', { name: storyText(context, 'ui')('typeToConfirm', { text: full }) }));
    await userEvent.paste(full);
    await userEvent.click(typed.getByRole('button', { name: t('drop.type.confirm') }));
    await waitFor(() => expect(sql.queryByRole('rowheader', { name: full })).not.toBeInTheDocument(), { timeout: 5000 });
    await waitFor(() => expect(success).toHaveBeenCalledWith(t('drop.done', { name: isolateLtr(full) })), { timeout: 5000 });
    await expect(studioOf(createThenDrop)?.databases[full]).toBeUndefined();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** 'db' is taken (lestari_web_db exists): the server's refusal shows on the name field, which keeps what was typed. */
export const FailingCreateKeepsName: Story = {
  ...panelStory(),
  play: async (context) => {
    const t = storyText(context, 'host-database');
    const { canvas } = context;
    const full = databaseFullName(STUDIO_USERNAME, 'db');
    await canvas.findByRole('region', { name: t('sql.label') }, { timeout: 5000 });
    const name = canvas.getByRole('textbox', { name: t('create.name') });
    await userEvent.type(name, 'db');
    await userEvent.click(canvas.getByRole('button', { name: t('create.submit') }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining(t('server-messages:databaseExists', { name: full }))), { timeout: 5000 });
    await expect(name).toHaveValue('db');
    await expect(canvas.getByRole('combobox', { name: t('create.kind') })).toHaveValue('mysql');
  },
};
