import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@hostdeck/ui';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { BackupListScreenContainer } from './backup-list.container';
import { FIRST_ACTIVE_HOST, STUDIO_BACKUPS } from './backup-list.fixtures';

const meta = {
  title: 'Screens/Backups/BackupListContainer',
  component: BackupListScreenContainer,
  args: { title: 'Backups' },
} satisfies Meta<typeof BackupListScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();
const creating = panelStory({ navigate });
const pendingCount = STUDIO_BACKUPS.filter((backup) => backup.status === 'pending').length;

/** The owner backs up a website: the new backup joins the list in progress and its page opens. */
export const CreateBackup: Story = {
  ...creating,
  beforeEach: () => {
    creating.beforeEach();
    const spy = spyOn(toast, 'success');
    return () => spy.mockRestore();
  },
  play: async (context) => {
    navigate.mockClear();
    const t = storyText(context, 'backup-list');
    const body = within(context.canvasElement.ownerDocument.body);
    const table = await context.canvas.findByRole('region', { name: t('table.label') }, { timeout: 5000 });
    await expect(within(table).getAllByText(t('status.pending'))).toHaveLength(pendingCount);
    await userEvent.click(context.canvas.getByRole('button', { name: t('actions.create') }));
    const dialog = await body.findByRole('dialog', { name: t('create.title') });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: t('create.host') }), String(FIRST_ACTIVE_HOST.id));
    await userEvent.click(within(dialog).getByRole('button', { name: t('create.submit') }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/user\/backup\/detail\/\d+$/)), { timeout: 5000 });
    await waitFor(() => expect(within(table).getAllByText(t('status.pending'))).toHaveLength(pendingCount + 1), { timeout: 5000 });
    await expect(toast.success).toHaveBeenCalledWith(t('done.created'));
  },
};

export const Failing: Story = {
  ...panelStory({ scenario: 'failing' }),
  tags: ['!autodocs'],
  play: async (context) => {
    const t = storyText(context, 'common');
    await expect(await context.canvas.findByText(t('errors.fetch'), {}, { timeout: 5000 })).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: t('errorBoundary.retry') })).toBeEnabled();
  },
};
