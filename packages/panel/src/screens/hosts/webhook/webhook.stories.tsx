import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@hostdeck/ui';
import { storyText, storyTextPattern } from '@storybook-helpers/story-text';
import { ApiError } from '../../../api/errors';
import { WEBHOOK_BADGE_KEY_LENGTH, WEBHOOK_STATUS_VALUES } from '../../../api/schemas/webhook';
import { WEBHOOK_STATUS_COLOURS } from '../../../rules/webhook-status';
import { WebhookScreen } from './webhook';
import { TEAM_WEBHOOKS, webhookArgs } from './webhook.fixtures';

const meta = {
  title: 'Screens/Hosts/Webhook',
  component: WebhookScreen,
  args: { ...webhookArgs, onAdd: fn(() => Promise.resolve()), onDelete: fn(() => Promise.resolve()), onRetry: fn() },
} satisfies Meta<typeof WebhookScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The editor and the YAML parser load on first use.
const LAZY = { timeout: 8000 };

/** Opens the add form and waits until its editor and the YAML parser are there. */
async function openAddForm(context: Parameters<NonNullable<Story['play']>>[0]) {
  const t = storyText(context, 'webhook');
  await userEvent.click(await context.canvas.findByRole('button', { name: t('add.open') }));
  const dialog = within(await screen.findByRole('dialog', { name: t('add.title') }));
  const editor = await dialog.findByRole('textbox', { name: storyText(context, 'template-editor')('label') }, LAZY);
  const submit = dialog.getByRole('button', { name: t('add.submit') });
  await waitFor(() => expect(submit).toBeEnabled(), LAZY);
  return { dialog, editor, submit };
}

/** One webhook in each status: each badge says its status in words, in the status's own colour. */
export const EachStatus: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const t = storyText(context, 'webhook');
    const { canvas, canvasElement } = context;
    await expect(new Set(TEAM_WEBHOOKS.map((webhook) => webhook.status))).toEqual(new Set(WEBHOOK_STATUS_VALUES));
    const list = within(await canvas.findByRole('list', { name: t('list.label') }));
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(TEAM_WEBHOOKS.length);
    for (const [index, webhook] of TEAM_WEBHOOKS.entries()) {
      const item = within(items[index] ?? canvasElement);
      await expect(item.getByRole('heading', { level: 2 })).toHaveTextContent(webhook.source_repo);
      const badge = item.getByText(t(`status.${webhook.status}`));
      await expect(badge).toHaveAttribute('data-slot', 'badge');
      await expect(badge).toHaveAttribute('data-variant', webhook.status);
      await expect(badge).toHaveAttribute('data-colour', WEBHOOK_STATUS_COLOURS[webhook.status]);
      await expect(badge.className).toContain(`bg-status-${webhook.status}`);
      // The badge link carries the secret's first 8 characters as its key, never the whole secret.
      const url = items[index]?.querySelector('[data-slot="webhook-badge-url"]')?.textContent ?? '';
      await expect(new URL(url).searchParams.get('key')).toBe(webhook.secret.slice(0, WEBHOOK_BADGE_KEY_LENGTH));
      await expect(canvasElement.textContent).not.toContain(webhook.secret);
      await expect(canvasElement.innerHTML).not.toContain(webhook.secret);
    }
    await expect(canvas.getAllByRole('button', { name: t('badge.copyMarkdown') })).toHaveLength(TEAM_WEBHOOKS.length);
    // A webhook that never ran says so rather than showing an empty commit and date.
    const idle = items[TEAM_WEBHOOKS.findIndex((webhook) => webhook.source_commit === null)];
    await expect(idle).toHaveTextContent(t('noCommit'));
    await expect(idle).toHaveTextContent(t('neverUpdated'));
  },
};

/** No webhook yet: the 'no webhook' notice, and the add form is still one click away. */
export const Empty: Story = {
  args: { status: 'empty', webhooks: [] },
  play: async (context) => {
    const t = storyText(context, 'webhook');
    await expect(await context.canvas.findByRole('heading', { name: t('empty.title') })).toBeVisible();
    await expect(context.canvas.getByText(t('empty.text'))).toBeVisible();
    await expect(context.canvas.queryByRole('list')).toBeNull();
    await openAddForm(context);
  },
};

/** Rule 17 refuses an empty script with the required message; rule 7 refuses YAML that does not parse with its own. */
export const AddFormRefusesBadScripts: Story = {
  play: async (context) => {
    const tTemplate = storyText(context, 'template-editor');
    const { args } = context;
    const { dialog, editor, submit } = await openAddForm(context);
    await userEvent.click(submit);
    const required = storyText(context, 'issues')('required');
    await expect(await dialog.findByText(required)).toBeVisible();
    await expect(editor).toHaveFocus();
    await expect(editor).toHaveAccessibleDescription(expect.stringContaining(required));

    await userEvent.click(editor);
    await userEvent.paste('source: https://github.com/lestari-studio/website\ncommands: [git pull\n');
    const alert = await dialog.findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent(tTemplate('invalid.syntax'));
    await userEvent.click(submit);
    await expect(editor).toHaveFocus();
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

const needsSource = new ApiError({ kind: 'http', status: 422, message: 'Invalid input', fieldErrors: { template: 'The script needs a source repository URL.' } });

/** The server refuses the script: its reason shows under the editor in the user's language, and the script stays. */
export const AddRefusedKeepsScript: Story = {
  args: { onAdd: fn(() => Promise.reject(needsSource)) },
  play: async (context) => {
    const t = storyText(context, 'webhook');
    const { args } = context;
    const toastSuccess = spyOn(toast, 'success');
    try {
      const { dialog, editor, submit } = await openAddForm(context);
      await userEvent.click(editor);
      await userEvent.paste('commands:\n  - git pull\n');
      await expect(await dialog.findByText(storyText(context, 'template-editor')('valid'))).toBeVisible();
      await userEvent.click(submit);
      await expect(args.onAdd).toHaveBeenCalledWith('commands:\n  - git pull\n');
      await expect(await dialog.findByText(storyText(context, 'server-messages')('scriptNeedsSource'))).toBeVisible();
      await expect(screen.getByRole('dialog', { name: t('add.title') })).toBeVisible();
      // The script is still there: sending again sends it as typed.
      await userEvent.click(submit);
      await waitFor(() => expect(args.onAdd).toHaveBeenCalledTimes(2));
      await expect(args.onAdd).toHaveBeenLastCalledWith('commands:\n  - git pull\n');
      await expect(toastSuccess).not.toHaveBeenCalled();
    } finally {
      toastSuccess.mockRestore();
    }
  },
};

/** A client reads the list and copies badge links, but adds and deletes nothing; at 360 px nothing overflows sideways. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }} data-testid="narrow">
        <Story />
      </div>
    ),
  ],
  play: async (context) => {
    const t = storyText(context, 'webhook');
    const { canvas } = context;
    await expect(await canvas.findByRole('list', { name: t('list.label') })).toBeVisible();
    await expect(canvas.getByTestId('narrow').scrollWidth).toBeLessThanOrEqual(360);
    await expect(canvas.queryByRole('button', { name: t('add.open') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: storyTextPattern(context, 'webhook', 'delete.label') })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: t('badge.copyLink') })).toHaveLength(TEAM_WEBHOOKS.length);
  },
};

export const Loading: Story = {
  args: { status: 'loading', webhooks: undefined },
  play: async (context) => {
    const t = storyText(context, 'webhook');
    const { canvas, canvasElement } = context;
    await expect(await canvas.findByRole('button', { name: t('add.open') })).toBeEnabled();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(4);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const FetchError: Story = {
  args: { status: 'error', webhooks: undefined },
  play: async (context) => {
    const t = storyText(context, 'common');
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.fetch'));
    await userEvent.click(within(alert).getByRole('button', { name: t('ui:retry') }));
    await expect(context.args.onRetry).toHaveBeenCalledOnce();
  },
};
