import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { DEFAULT_DEPLOY_TEMPLATE } from './add-deployment-dialog';
import { RunnerScreen } from './runner';
import { FAILED_RUN, STUDIO_HOST, STUDIO_WEBHOOK_SECRET, WEBHOOK_RUN, runnerArgs } from './runner.fixtures';

// Editor and parser chunks load on first use.
const LAZY = { timeout: 8000 };

/** The runner screen's dialogs, opened from its actions: these stories join the screen's own under its title. */
const meta = {
  title: 'Screens/Hosts/Runner',
  component: RunnerScreen,
  render: (args, context) => <RunnerScreen {...args} title={args.title || storyText(context, 'shell')('routes.hostRunner')} />,
  args: { ...runnerArgs, deployments: [FAILED_RUN, WEBHOOK_RUN], title: '', onRetry: fn(), onShowHistory: fn(), onDeploy: fn(), onClear: fn(), onAskForHelp: fn() },
} satisfies Meta<typeof RunnerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsksForHelp: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'runner');
    await userEvent.click(await canvas.findByRole('button', { name: t('help.link') }));
    const dialog = await screen.findByRole('dialog', { name: t('help.title') });
    await expect(dialog).toHaveTextContent(t('help.text'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('help.confirm') }));
    await expect(args.onAskForHelp).toHaveBeenCalledWith(FAILED_RUN.id);
  },
};

export const ConfirmsClear: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'runner');
    await userEvent.click(await canvas.findByRole('button', { name: t('actions.clear') }));
    const dialog = await screen.findByRole('dialog', { name: t('clear.title') });
    await expect(dialog).toHaveTextContent(t('hostDeployClearHint'));
    await expect(args.onClear).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('clear.confirm') }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ShowsWebhook: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'runner');
    await userEvent.click(await canvas.findByRole('button', { name: t('actions.webhook') }));
    const dialog = await screen.findByRole('dialog', { name: t('webhook.title') });
    await expect(dialog).toHaveTextContent(args.webhookUrl);
    await expect(dialog).toHaveTextContent(`${STUDIO_HOST.username}:${STUDIO_HOST.password ?? ''}`);
    await expect(dialog).toHaveTextContent(STUDIO_WEBHOOK_SECRET);
    await expect(within(dialog).getByRole('region', { name: t('webhook.workflow') })).toHaveTextContent('distributhor/workflow-webhook@v3');
    await expect(within(dialog).getByRole('button', { name: t('webhook.copy', { name: 'WEBHOOK_SECRET' }) })).toBeVisible();
  },
};

export const WaitsForWebhookSecret: Story = {
  args: { webhookSecret: undefined, host: { ...STUDIO_HOST, password: null } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'runner');
    await userEvent.click(await canvas.findByRole('button', { name: t('actions.webhook') }));
    const dialog = await screen.findByRole('dialog', { name: t('webhook.title') });
    await expect(dialog).toHaveTextContent(`${STUDIO_HOST.username}:${t('webhook.passwordPlaceholder')}`);
    await expect(within(dialog).queryByRole('button', { name: t('webhook.copy', { name: 'WEBHOOK_SECRET' }) })).not.toBeInTheDocument();
  },
};

export const AddsDeployment: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'runner');
    const editor = storyText(context, 'template-editor');
    await userEvent.click(await canvas.findByRole('button', { name: t('actions.add') }));
    const dialog = await screen.findByRole('dialog', { name: t('add.title') });
    await expect(await within(dialog).findByRole('textbox', { name: editor('label') }, LAZY)).toHaveTextContent('git pull');
    await expect(await within(dialog).findByText(editor('valid'), {}, LAZY)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('add.submit') }));
    await expect(args.onDeploy).toHaveBeenCalledWith(DEFAULT_DEPLOY_TEMPLATE);
  },
};
