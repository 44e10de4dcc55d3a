import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AddDeploymentDialog } from './add-deployment-dialog';

// Editor and parser chunks load on first use.
const LAZY = { timeout: 8000 };
const UNSAFE = 'source: https://github.com/lestari-studio/website\ncommands:\n  - npm ci\n';

const meta = {
  title: 'Screens/Hosts/Runner/AddDeploymentDialog',
  component: AddDeploymentDialog,
  args: { open: true, onOpenChange: fn(), isAdministrator: false, onDeploy: fn() },
} satisfies Meta<typeof AddDeploymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = () => screen.findByRole('dialog', { name: 'Add deployment' });

export const InvalidTemplate: Story = {
  args: { initialTemplate: 'features: [mysql\n' },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const alert = await within(dialog).findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('This script cannot be deployed');
    // The parser's own message, with its line and column.
    await expect(alert).toHaveTextContent(/\(\d+:\d+\)/);
    await expect(within(dialog).getByRole('button', { name: 'Deploy' })).toBeDisabled();
    await expect(await within(dialog).findByRole('textbox', { name: 'Deploy script (YAML)' }, LAZY)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onDeploy).not.toHaveBeenCalled();
  },
};

export const NotAnObject: Story = {
  args: { initialTemplate: '- git pull\n- restart\n' },
  play: async () => {
    const dialog = await openDialog();
    await expect(await within(dialog).findByRole('alert', {}, LAZY)).toHaveTextContent('The script must be a YAML object');
    await expect(within(dialog).getByRole('button', { name: 'Deploy' })).toBeDisabled();
  },
};

export const UnsafeTemplate: Story = {
  args: { initialTemplate: UNSAFE },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(await within(dialog).findByText('Your files will be overwritten', {}, LAZY)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    // Not yet: the overwrite needs its own confirmation.
    const confirm = await screen.findByRole('dialog', { name: 'Overwrite the home files?' });
    await expect(confirm).toHaveTextContent("the files in the host's home folder will be permanently overwritten");
    await expect(args.onDeploy).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Overwrite and deploy' }));
    await expect(args.onDeploy).toHaveBeenCalledWith(UNSAFE);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const UnsafeCancelled: Story = {
  args: { initialTemplate: UNSAFE },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Deploy' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Overwrite the home files?' })).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDeploy).not.toHaveBeenCalled();
    await expect(await openDialog()).toBeVisible();
  },
};

export const StrippedFeatures: Story = {
  args: { initialTemplate: 'features:\n  - delete\n  - mysql\n  - backup\n' },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const warning = await within(dialog).findByText('Some features will be removed', {}, LAZY);
    await expect(warning.parentElement).toHaveTextContent('so they are removed from your script: delete, backup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    await expect(args.onDeploy).toHaveBeenCalledOnce();
  },
};

export const FailedDeploy: Story = {
  args: { onDeploy: fn(() => Promise.reject(new Error('Network response was not ok'))) },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await within(dialog).findByText('The script is valid YAML.', {}, LAZY);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    await expect(args.onDeploy).toHaveBeenCalledOnce();
    // The dialog stays with the script as typed; the container shows the error.
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Deploy' })).toBeEnabled());
  },
};
