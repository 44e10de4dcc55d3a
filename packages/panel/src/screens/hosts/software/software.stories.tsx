import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText, type StoryText } from '@storybook-helpers/story-text';
import { SOFTWARE_VERSION_COMMANDS, type SoftwareName } from '../../../api/schemas/host-tools';
import { SoftwareScreen } from './software';
import { STUDIO_OUTPUTS, STUDIO_VERSIONS, WARNING_FIRST_PHP, softwareArgs } from './software.fixtures';

const meta = {
  title: 'Screens/Hosts/Software',
  component: SoftwareScreen,
  args: { ...softwareArgs, onRetry: fn() },
} satisfies Meta<typeof SoftwareScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAMES: readonly SoftwareName[] = ['php', 'node', 'python'];

const cardOf = (canvas: ReturnType<typeof within>, t: StoryText<'software'>, name: SoftwareName) => canvas.findByRole('region', { name: t(`names.${name}`) });

/** Each version read from its command, with the raw output beside it as plain left-to-right text. */
export const AllVersions: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const t = storyText(context, 'software');
    const { canvas } = context;
    for (const name of NAMES) {
      const card = within(await cardOf(canvas, t, name));
      await expect(card.getByText(STUDIO_VERSIONS[name])).toBeVisible();
      const output = card.getByRole('region', { name: t('outputLabel', { command: isolateLtr(SOFTWARE_VERSION_COMMANDS[name]) }) });
      await expect(output.textContent).toBe(STUDIO_OUTPUTS[name].trimEnd());
      await expect(output.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    }
  },
};

export const Loading: Story = {
  args: { versions: { php: { status: 'loading' }, node: { status: 'loading' }, python: { status: 'loading' } } },
  play: async (context) => {
    const t = storyText(context, 'software');
    const { canvas } = context;
    for (const name of NAMES) {
      const card = await cardOf(canvas, t, name);
      await expect(card).toHaveAttribute('aria-busy', 'true');
      await expect(card.querySelector('[data-slot="skeleton"]')).not.toBeNull();
    }
    await expect(canvas.queryByText(STUDIO_VERSIONS.php)).toBeNull();
  },
};

/** Python's call failed: its card says so with a retry; PHP and Node still show theirs. */
export const OneCommandFailing: Story = {
  args: { versions: { ...softwareArgs.versions, python: { status: 'error' } } },
  play: async (context) => {
    const t = storyText(context, 'software');
    const { canvas, args } = context;
    const python = within(await cardOf(canvas, t, 'python'));
    await expect(python.getByRole('alert')).toHaveTextContent(t('fetchError', { name: t('names.python') }));
    await userEvent.click(python.getByRole('button', { name: t('ui:retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRetry).toHaveBeenCalledWith('python');
    await expect(within(await cardOf(canvas, t, 'php')).getByText(STUDIO_VERSIONS.php)).toBeVisible();
    await expect(within(await cardOf(canvas, t, 'node')).getByText(STUDIO_VERSIONS.node)).toBeVisible();
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};

/** Output in no known form shows as it is, without a guessed version; an empty output says so. */
export const UnreadableOutput: Story = {
  args: { versions: { ...softwareArgs.versions, php: { status: 'content', stdout: WARNING_FIRST_PHP }, python: { status: 'content', stdout: '' } } },
  play: async (context) => {
    const t = storyText(context, 'software');
    const { canvas, canvasElement } = context;
    const php = within(await cardOf(canvas, t, 'php'));
    await expect(php.getByText(t('unrecognised'))).toBeVisible();
    await expect(php.queryByText(STUDIO_VERSIONS.php)).toBeNull();
    await expect(php.getByRole('region', { name: t('outputLabel', { command: isolateLtr(SOFTWARE_VERSION_COMMANDS.php) }) })).toHaveTextContent('<b>markup stays text</b>');
    await expect(canvasElement.querySelector('b')).toBeNull();
    const python = within(await cardOf(canvas, t, 'python'));
    await expect(python.getByText(t('noOutput'))).toBeVisible();
    await expect(python.queryByRole('region')).toBeNull();
  },
};

/** 'Restart NGINX Apps' is reachable, marked and explained as work in progress, and does nothing. */
export const RestartAppsWorkInProgress: Story = {
  play: async (context) => {
    const t = storyText(context, 'software');
    const { canvas } = context;
    const button = await canvas.findByRole('button', { name: t('restart.action') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(expect.stringContaining(t('restart.wip')));
    await expect(button).toHaveAccessibleDescription(expect.stringContaining(t('restart.explanation', { feature: isolateLtr('restart') })));
    await expect(canvas.getByText(t('restart.wip'))).toBeVisible();
    // Focusable, unlike a disabled button, so its explanation is heard on the way through the page.
    button.focus();
    await expect(button).toHaveFocus();
  },
};
