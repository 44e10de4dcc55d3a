import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { RunnerScreen } from './runner';
import { deployment, LOG_FAILED, LOG_SUCCEEDED, runnerStoryArgs, STORY_HOST } from './runner-story-fixtures';

// Editor and parser chunks load on first use.
const LAZY = { timeout: 8000 };

const meta = {
  title: 'Screens/Hosts/Runner/Dialogs',
  component: RunnerScreen,
  args: runnerStoryArgs([deployment(11, LOG_FAILED, 43), deployment(10, LOG_SUCCEEDED)]),
} satisfies Meta<typeof RunnerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AskForHelp: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Ask for help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for help?' });
    await expect(dialog).toHaveTextContent('You will be redirected to our official support through a messaging service.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to support' }));
    await expect(args.onAskForHelp).toHaveBeenCalledWith(11);
  },
};

export const ClearConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Clear deployments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear deployments?' });
    await expect(dialog).toHaveTextContent('The logs and scripts of finished deployments are deleted for good.');
    await expect(args.onClear).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Webhook: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'GitHub webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deploy from GitHub' });
    await expect(dialog).toHaveTextContent('https://console.example/api/githubdeploy');
    await expect(dialog).toHaveTextContent('shop-site:kT9-pLm2qRx8vWz4');
    await expect(dialog).toHaveTextContent('3f1c0e6a9b2d4c8e7f5a1b3c9d0e2f4a6b8c0d1e');
    await expect(within(dialog).getByRole('region', { name: 'Workflow file (.github/workflows/deploy.yml)' })).toHaveTextContent('distributhor/workflow-webhook@v3');
    await expect(within(dialog).getByRole('button', { name: 'Copy WEBHOOK_SECRET' })).toBeVisible();
  },
};

export const WebhookSecretPending: Story = {
  args: { webhookSecret: undefined, host: { ...STORY_HOST, password: null } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'GitHub webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deploy from GitHub' });
    await expect(dialog).toHaveTextContent('shop-site:your-host-password');
    await expect(within(dialog).queryByRole('button', { name: 'Copy WEBHOOK_SECRET' })).not.toBeInTheDocument();
  },
};

export const AddDeployment: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add deployment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add deployment' });
    await expect(await within(dialog).findByRole('textbox', { name: 'Deploy script (YAML)' }, LAZY)).toHaveTextContent('git pull');
    await expect(await within(dialog).findByText('The script is valid YAML.', {}, LAZY)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    await expect(args.onDeploy).toHaveBeenCalledWith('commands:\n  - git pull\n  - restart\n');
  },
};
