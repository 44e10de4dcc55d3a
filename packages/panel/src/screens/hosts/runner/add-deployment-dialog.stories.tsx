import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyText, type StoryTextContext } from '@storybook-helpers/story-text';
import { AddDeploymentDialog } from './add-deployment-dialog';
import { CLONING_SCRIPT } from './runner.fixtures';

// Editor and parser chunks load on first use.
const LAZY = { timeout: 8000 };

/** The runner's deploy dialog on its own: these stories join the screen's under its title, out of its docs page. */
const meta = {
  title: 'Screens/Hosts/Runner',
  component: AddDeploymentDialog,
  tags: ['!autodocs'],
  args: { open: true, onOpenChange: fn(), isAdministrator: false, onDeploy: fn() },
} satisfies Meta<typeof AddDeploymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog and the translators of its two areas. */
async function openDialog(context: StoryTextContext) {
  const t = storyText(context, 'runner');
  const editor = storyText(context, 'template-editor');
  return { t, editor, dialog: await screen.findByRole('dialog', { name: t('add.title') }) };
}

export const RefusesInvalidScript: Story = {
  args: { initialTemplate: 'features: [mysql\n' },
  play: async (context) => {
    const { t, editor, dialog } = await openDialog(context);
    const alert = await within(dialog).findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent(editor('invalid.title'));
    // The parser's own message, with its line and column.
    await expect(alert).toHaveTextContent(/\(\d+:\d+\)/);
    await expect(within(dialog).getByRole('button', { name: t('add.submit') })).toBeDisabled();
    await expect(await within(dialog).findByRole('textbox', { name: editor('label') }, LAZY)).toHaveAttribute('aria-invalid', 'true');
    await expect(context.args.onDeploy).not.toHaveBeenCalled();
  },
};

export const RefusesScriptThatIsNoObject: Story = {
  args: { initialTemplate: '- git pull\n- restart\n' },
  play: async (context) => {
    const { t, editor, dialog } = await openDialog(context);
    await expect(await within(dialog).findByRole('alert', {}, LAZY)).toHaveTextContent(editor('invalid.notObject'));
    await expect(within(dialog).getByRole('button', { name: t('add.submit') })).toBeDisabled();
  },
};

/** An alias inside the node it names used to overflow the stack and blank the console; now it is a message. */
export const RefusesSelfReferringScript: Story = {
  args: { initialTemplate: 'nginx: &n\n  locations:\n    - *n\n' },
  play: async (context) => {
    const { t, editor, dialog } = await openDialog(context);
    const alert = await within(dialog).findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent(editor('invalid.title'));
    await expect(alert).toHaveTextContent(editor('invalid.selfReference'));
    await expect(within(dialog).getByRole('button', { name: t('add.submit') })).toBeDisabled();
    await expect(context.args.onDeploy).not.toHaveBeenCalled();
  },
};

export const RefusesAliasExplosion: Story = {
  args: {
    initialTemplate: ['l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]', ...Array.from({ length: 8 }, (_, level) => `l${level + 1}: &l${level + 1} [${Array(10).fill(`*l${level}`).join(', ')}]`), 'nginx:\n  locations: *l8'].join('\n'),
  },
  play: async (context) => {
    const { t, editor, dialog } = await openDialog(context);
    await expect(await within(dialog).findByRole('alert', {}, LAZY)).toHaveTextContent(editor('invalid.tooLarge'));
    await expect(within(dialog).getByRole('button', { name: t('add.submit') })).toBeDisabled();
  },
};

export const ConfirmsOverwrite: Story = {
  args: { initialTemplate: CLONING_SCRIPT },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t, dialog } = await openDialog(context);
    await expect(await within(dialog).findByText(t('add.overwriteTitle'), {}, LAZY)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('add.submit') }));
    // Not yet: the overwrite needs its own confirmation.
    const confirm = await screen.findByRole('dialog', { name: t('add.confirmTitle') });
    await expect(confirm).toHaveTextContent(t('add.overwriteText'));
    await expect(args.onDeploy).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: t('add.confirmSubmit') }));
    await expect(args.onDeploy).toHaveBeenCalledWith(CLONING_SCRIPT);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const CancelsOverwrite: Story = {
  args: { initialTemplate: CLONING_SCRIPT },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t, dialog } = await openDialog(context);
    await userEvent.click(await within(dialog).findByRole('button', { name: t('add.submit') }));
    const confirm = await screen.findByRole('dialog', { name: t('add.confirmTitle') });
    await userEvent.click(within(confirm).getByRole('button', { name: t('ui:cancel') }));
    await expect(args.onDeploy).not.toHaveBeenCalled();
    await expect(await screen.findByRole('dialog', { name: t('add.title') })).toBeVisible();
  },
};

export const StripsLifecycleFeatures: Story = {
  args: { initialTemplate: 'features:\n  - delete\n  - mysql\n  - backup\n' },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t, editor, dialog } = await openDialog(context);
    const warning = await within(dialog).findByText(editor('stripped.title'), {}, LAZY);
    await expect(warning.parentElement).toHaveTextContent(editor('stripped.text', { features: 'delete, backup' }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('add.submit') }));
    await expect(args.onDeploy).toHaveBeenCalledOnce();
  },
};

export const KeepsScriptWhenDeployFails: Story = {
  args: { onDeploy: fn(() => Promise.reject(new Error('Network response was not ok'))) },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t, editor, dialog } = await openDialog(context);
    await within(dialog).findByText(editor('valid'), {}, LAZY);
    await userEvent.click(within(dialog).getByRole('button', { name: t('add.submit') }));
    await expect(args.onDeploy).toHaveBeenCalledOnce();
    // The dialog stays with the script as typed; the container shows the error.
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('add.submit') })).toBeEnabled());
  },
};
