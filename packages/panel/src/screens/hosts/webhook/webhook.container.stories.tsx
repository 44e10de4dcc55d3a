import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { WorldStore } from '@hostdeck/mock-api';
import { isolateLtr, toast } from '@hostdeck/ui';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { WebhookScreenContainer } from './webhook.container';
import { NO_WEBHOOK_HOST_ID, STUDIO_HOST_ID, frameOf, worldWebhooks } from './webhook.fixtures';

const meta = {
  title: 'Screens/Hosts/WebhookContainer',
  component: WebhookScreenContainer,
  args: { frame: frameOf(STUDIO_HOST_ID) },
} satisfies Meta<typeof WebhookScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 5000 };

/** What the story's world holds for a host now. */
const webhooksIn = (store: WorldStore, hostId: number) => store.state.hosts.find((host) => host.record.id === hostId)?.webhooks ?? [];
// The editor and the YAML parser load on first use.
const LAZY = { timeout: 8000 };

const NEW_SCRIPT = 'source: https://github.com/lestari-studio/blog.git#release\ncommands:\n  - git pull\n  - hugo --minify\n';

const adding = panelStory();

/** A website without webhooks: the notice, then a webhook added from its script joins the list, with a toast. */
export const AddSuccess: Story = {
  ...adding,
  args: { frame: frameOf(NO_WEBHOOK_HOST_ID) },
  beforeEach: () => {
    adding.beforeEach();
    const spy = spyOn(toast, 'success');
    return () => spy.mockRestore();
  },
  play: async (context) => {
    const t = storyText(context, 'webhook');
    const { canvas } = context;
    await expect(await canvas.findByRole('heading', { name: t('empty.title') }, WAIT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('add.open') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('add.title') }));
    await userEvent.click(await dialog.findByRole('textbox', { name: storyText(context, 'template-editor')('label') }, LAZY));
    await userEvent.paste(NEW_SCRIPT);
    await expect(await dialog.findByText(storyText(context, 'template-editor')('valid'), {}, LAZY)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('add.submit') }));
    // The dialog closes once the list has been fetched again (the page behind it is hidden while it is open).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await expect(toast.success).toHaveBeenCalledWith(t('add.done'));

    const list = within(canvas.getByRole('list', { name: t('list.label') }));
    await expect(list.getByRole('heading', { name: 'lestari-studio/blog' })).toBeVisible();
    await expect(list.getByText(t('status.idle'))).toBeVisible();
    await expect(list.getByText('release')).toBeVisible();
    await expect(webhooksIn(adding.store, NO_WEBHOOK_HOST_ID)).toHaveLength(1);
  },
};

const deleting = panelStory();

/** Delete asks 'Are you sure?'; confirmed, the webhook leaves the list and the world, the other one stays. */
export const DeleteConfirm: Story = {
  ...deleting,
  beforeEach: () => {
    deleting.beforeEach();
    const spy = spyOn(toast, 'success');
    return () => spy.mockRestore();
  },
  play: async (context) => {
    const t = storyText(context, 'webhook');
    const { canvas } = context;
    const [first, second] = worldWebhooks(STUDIO_HOST_ID);
    if (!first || !second) throw new Error('The studio site needs two webhooks');
    const list = within(await canvas.findByRole('list', { name: t('list.label') }, WAIT));
    await userEvent.click(list.getByRole('button', { name: t('delete.label', { repo: isolateLtr(first.source_repo) }) }));
    const dialog = within(await screen.findByRole('dialog', { name: t('delete.title') }));
    await expect(dialog.getByText(t('delete.description', { repo: isolateLtr(first.source_repo) }))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('common:actions.delete') }));
    // The question closes once the list has been fetched again (the page behind it is hidden while it is open).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);

    await expect(list.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([second.source_repo]);
    await expect(toast.success).toHaveBeenCalledWith(t('delete.done'));
    await expect(webhooksIn(deleting.store, STUDIO_HOST_ID).map((webhook) => webhook.id)).toEqual([second.id]);
  },
};
