import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText } from '@storybook-helpers/story-text';
import { backupDomain } from '../../../rules/backup-restore';
import { BackupDetailScreen } from './backup-detail';
import { ACTIVE_BACKUP, HOSTS_WITHOUT_ITS_SITE, LOGLESS_BACKUP, PENDING_BACKUP, PENDING_WITHOUT_LOG, STUDIO_HOSTS } from './backup-detail.fixtures';

const DOWNLOAD_HREF = `/userapi/team/101/backup/download/${ACTIVE_BACKUP.id}`;
const SITE = backupDomain(ACTIVE_BACKUP.name);

const meta = {
  title: 'Screens/Backups/BackupDetail',
  component: BackupDetailScreen,
  args: {
    title: 'Backup',
    status: 'content',
    backup: ACTIVE_BACKUP,
    hosts: STUDIO_HOSTS,
    canManage: true,
    downloadHref: DOWNLOAD_HREF,
    listHref: '/user/backup',
    onRestore: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof BackupDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In progress: the runner log so far; neither download nor restore yet. */
export const PendingWithProgress: Story = {
  tags: ['palettes'],
  args: { backup: PENDING_BACKUP },
  play: async (context) => {
    const t = storyText(context, 'backup-detail');
    await expect(await context.canvas.findByText(t('pendingNote'))).toBeVisible();
    await expect(context.canvas.getByText(t('status.pending'))).toBeVisible();
    await expect(context.canvas.getByRole('region', { name: t('progress.log') })).toHaveTextContent('virtualmin backup-domain');
    await expect(context.canvas.getByText(t('facts.sizeUnknown'))).toBeVisible();
    await expect(context.canvas.queryByRole('link', { name: t('download') })).toBeNull();
    await expect(context.canvas.queryByRole('heading', { name: t('restore.title') })).toBeNull();
  },
};

export const PendingWithoutDeployData: Story = {
  args: { backup: PENDING_WITHOUT_LOG },
  play: async (context) => {
    const t = storyText(context, 'backup-detail');
    await expect(await context.canvas.findByText(t('progress.none'))).toBeVisible();
    await expect(context.canvas.queryByRole('region', { name: t('progress.log') })).toBeNull();
  },
};

/** Ready: the download link, the size in binary units, and a restore offered only onto an active site of its domain. */
export const ActiveWithRestoreChoices: Story = {
  play: async (context) => {
    const t = storyText(context, 'backup-detail');
    await expect(await context.canvas.findByRole('link', { name: t('download') })).toHaveAttribute('href', DOWNLOAD_HREF);
    await expect(context.canvas.getByText(t('status.active'))).toBeVisible();
    await expect(context.canvas.getByText(/^\d+(\.\d+)? MiB$/)).toBeVisible();
    const restores = context.canvas.getAllByRole('button', { name: new RegExp(t('restore.to', { domain: '.+' })) });
    await expect(restores).toHaveLength(1);
    await expect(restores[0]).toHaveAccessibleName(t('restore.to', { domain: isolateLtr(SITE) }));
  },
};

export const RestoreConfirmation: Story = {
  play: async (context) => {
    const t = storyText(context, 'backup-detail');
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(await context.canvas.findByRole('button', { name: t('restore.to', { domain: isolateLtr(SITE) }) }));
    const dialog = await body.findByRole('dialog', { name: t('restore.confirmTitle', { domain: isolateLtr(SITE) }) });
    await expect(context.args.onRestore).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('restore.confirm') }));
    await expect(context.args.onRestore).toHaveBeenCalledWith(expect.objectContaining({ id: ACTIVE_BACKUP.host_id, domain: SITE }));
  },
};

/** The site the backup came from is gone: nothing to restore onto. */
export const NoMatchingHost: Story = {
  args: { hosts: HOSTS_WITHOUT_ITS_SITE },
  play: async (context) => {
    const t = storyText(context, 'backup-detail');
    await expect(await context.canvas.findByText(t('restore.none', { domain: isolateLtr(SITE) }))).toBeVisible();
    await expect(context.canvas.queryByRole('button', { name: new RegExp(t('restore.to', { domain: '.+' })) })).toBeNull();
  },
};

export const DeleteConfirmation: Story = {
  args: { backup: LOGLESS_BACKUP },
  play: async (context) => {
    const t = storyText(context, 'backup-detail');
    const body = within(context.canvasElement.ownerDocument.body);
    await expect(await context.canvas.findByText(t('progress.none'))).toBeVisible();
    await userEvent.click(context.canvas.getByRole('button', { name: t('delete.action') }));
    const dialog = await body.findByRole('dialog', { name: t('delete.confirmTitle', { backup: isolateLtr(LOGLESS_BACKUP.name) }) });
    await userEvent.click(within(dialog).getByRole('button', { name: t('delete.confirm') }));
    await expect(context.args.onDelete).toHaveBeenCalledOnce();
  },
};

/** Members and clients: the backup and its download, without restore or delete. */
export const ReadOnly: Story = {
  args: { canManage: false },
  play: async (context) => {
    const t = storyText(context, 'backup-detail');
    await expect(await context.canvas.findByRole('link', { name: t('download') })).toBeVisible();
    await expect(context.canvas.queryByRole('button', { name: t('delete.action') })).toBeNull();
    await expect(context.canvas.queryByRole('heading', { name: t('restore.title') })).toBeNull();
  },
};

export const Failed: Story = {
  args: { status: 'error', backup: undefined },
  play: async (context) => {
    const t = storyText(context, 'common');
    await expect(await context.canvas.findByText(t('errors.fetch'))).toBeVisible();
    await userEvent.click(context.canvas.getByRole('button', { name: t('errorBoundary.retry') }));
    await expect(context.args.onRetry).toHaveBeenCalled();
  },
};
