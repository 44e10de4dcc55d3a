import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { BackupListScreen } from './backup-list';
import { FIRST_ACTIVE_HOST, NEWEST_BACKUP, STUDIO_ACTIVE_HOSTS, STUDIO_BACKUPS, STUDIO_HOSTS } from './backup-list.fixtures';

const meta = {
  title: 'Screens/Backups/BackupList',
  component: BackupListScreen,
  args: {
    title: 'Backups',
    status: 'content',
    backups: STUDIO_BACKUPS,
    hosts: STUDIO_HOSTS,
    canCreate: true,
    hrefOf: (backupId: number) => `/user/backup/detail/${backupId}`,
    onCreate: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof BackupListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every backup with its website, status, binary size and date; each name leads to its page. */
export const List: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const t = storyText(context, 'backup-list');
    const table = await context.canvas.findByRole('region', { name: t('table.label') });
    await expect(within(table).getByRole('link', { name: NEWEST_BACKUP.name })).toHaveAttribute('href', `/user/backup/detail/${NEWEST_BACKUP.id}`);
    await expect(within(table).getAllByText(t('status.pending'))).toHaveLength(1);
    await expect(within(table).getAllByText(t('status.active'))).toHaveLength(STUDIO_BACKUPS.length - 1);
    await expect(within(table).getByText(t('sizeUnknown'))).toBeVisible();
    await expect(within(table).getAllByText(/\d (MiB|GiB)$/).length).toBeGreaterThan(0);
  },
};

/** Members and clients see the backups without the Create button. */
export const ReadOnly: Story = {
  args: { canCreate: false },
  play: async (context) => {
    const t = storyText(context, 'backup-list');
    await expect(await context.canvas.findByRole('region', { name: t('table.label') })).toBeVisible();
    await expect(context.canvas.queryByRole('button', { name: t('actions.create') })).toBeNull();
  },
};

export const Empty: Story = {
  args: { status: 'empty', backups: [] },
  play: async (context) => {
    const t = storyText(context, 'backup-list');
    await expect(await context.canvas.findByRole('heading', { name: t('empty.title') })).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: t('actions.create') })).toBeEnabled();
  },
};

/** The dialog offers only active websites and needs one chosen before the backup starts. */
export const CreateDialog: Story = {
  play: async (context) => {
    const t = storyText(context, 'backup-list');
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(await context.canvas.findByRole('button', { name: t('actions.create') }));
    const dialog = await body.findByRole('dialog', { name: t('create.title') });
    const select = within(dialog).getByRole('combobox', { name: t('create.host') });
    await expect(within(select).getAllByRole('option')).toHaveLength(STUDIO_ACTIVE_HOSTS.length + 1);
    await userEvent.click(within(dialog).getByRole('button', { name: t('create.submit') }));
    await expect(context.args.onCreate).not.toHaveBeenCalled();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(select, String(FIRST_ACTIVE_HOST.id));
    await userEvent.click(within(dialog).getByRole('button', { name: t('create.submit') }));
    await expect(context.args.onCreate).toHaveBeenCalledWith(FIRST_ACTIVE_HOST.id);
  },
};

export const Loading: Story = {
  args: { status: 'loading', backups: undefined },
  play: async (context) => {
    const t = storyText(context, 'backup-list');
    await expect(await context.canvas.findByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
    await expect(context.canvas.queryByRole('region', { name: t('table.label') })).toBeNull();
    await expect(context.canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', backups: undefined },
  play: async (context) => {
    const t = storyText(context, 'common');
    await expect(await context.canvas.findByText(t('errors.fetch'))).toBeVisible();
    await userEvent.click(context.canvas.getByRole('button', { name: t('errorBoundary.retry') }));
    await expect(context.args.onRetry).toHaveBeenCalled();
  },
};
