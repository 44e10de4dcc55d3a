import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { isolateLtr, toast } from '@hostdeck/ui';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { backupDomain } from '../../../rules/backup-restore';
import { BackupDetailScreenContainer } from './backup-detail.container';
import { ACTIVE_BACKUP } from './backup-detail.fixtures';

const meta = {
  title: 'Screens/Backups/BackupDetailContainer',
  component: BackupDetailScreenContainer,
  args: { backupId: ACTIVE_BACKUP.id, title: 'Backup' },
} satisfies Meta<typeof BackupDetailScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const SITE = backupDomain(ACTIVE_BACKUP.name);

/** The owner restores a ready backup onto its website after confirming; the restore starts. */
const restoring = panelStory();

export const RestoreActive: Story = {
  ...restoring,
  beforeEach: () => {
    restoring.beforeEach();
    const spy = spyOn(toast, 'success');
    return () => spy.mockRestore();
  },
  play: async (context) => {
    const t = storyText(context, 'backup-detail');
    const body = within(context.canvasElement.ownerDocument.body);
    const restore = await context.canvas.findByRole('button', { name: t('restore.to', { domain: isolateLtr(SITE) }) }, { timeout: 5000 });
    await expect(context.canvas.getByRole('link', { name: t('download') })).toHaveAttribute('href', expect.stringContaining(`backup/download/${ACTIVE_BACKUP.id}`));
    await userEvent.click(restore);
    const dialog = await body.findByRole('dialog', { name: t('restore.confirmTitle', { domain: isolateLtr(SITE) }) });
    await userEvent.click(within(dialog).getByRole('button', { name: t('restore.confirm') }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(t('restore.done', { domain: SITE })), { timeout: 5000 });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    // The restore runs on the website as a deployment of the backup's file.
    const site = restoring.store.state.hosts.find((host) => host.record.id === ACTIVE_BACKUP.host_id);
    await expect(site?.deployments.at(-1)?.template).toContain(`source: /home/backups/${ACTIVE_BACKUP.filename ?? ''}`);
  },
};

export const UnknownBackup: Story = {
  ...panelStory(),
  args: { backupId: 99999 },
  play: async (context) => {
    const t = storyText(context, 'common');
    await expect(await context.canvas.findByText(t('notFound.title'), {}, { timeout: 5000 })).toBeVisible();
  },
};
