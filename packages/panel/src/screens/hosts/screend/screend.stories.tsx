import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { ScreendScreen } from './screend';
import { RESTART_ANSWER, RUNNING_PROCESS, STOPPED_PROCESS, screendArgs } from './screend.fixtures';

const meta = {
  title: 'Screens/Hosts/Screend',
  component: ScreendScreen,
  args: { ...screendArgs, onRetry: fn(), onAction: fn(async () => undefined) },
} satisfies Meta<typeof ScreendScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ACTIONS = ['start', 'stop', 'restart'] as const;

/** A running process and a stopped one: running yes or -, the command and its arguments as left-to-right text. */
export const RunningAndStopped: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const t = storyText(context, 'screend');
    const { canvas } = context;
    const table = within(await canvas.findByRole('region', { name: t('table.label') }));
    const [, running, stopped] = table.getAllByRole('row');
    if (!running || !stopped || !RUNNING_PROCESS || !STOPPED_PROCESS) throw new Error('the studio has a running and a stopped process');
    await expect(within(running).getByText(t('table.yes'))).toBeVisible();
    await expect(within(running).getByText(RUNNING_PROCESS.args.join(' '))).toHaveAttribute('dir', 'ltr');
    await expect(within(stopped).getByText('-')).toBeVisible();
    await expect(stopped).toHaveTextContent(t('table.stopped'));
    await expect(within(stopped).getByText(STOPPED_PROCESS.command)).toHaveAttribute('dir', 'ltr');
    for (const action of ACTIONS) await expect(canvas.getByRole('button', { name: t(`actions.${action}`) })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', processes: undefined },
  play: async (context) => {
    const t = storyText(context, 'screend');
    const { canvas, canvasElement } = context;
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: t('actions.start') })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { status: 'empty', processes: [] },
  play: async (context) => {
    const t = storyText(context, 'screend');
    const { canvas } = context;
    await expect(await canvas.findByText(t('empty.title'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    for (const action of ACTIONS) await expect(canvas.getByRole('button', { name: t(`actions.${action}`) })).toBeDisabled();
  },
};

/** The catalogue's alert for a failed list, with its retry. */
export const FetchError: Story = {
  args: { status: 'error', processes: undefined },
  play: async (context) => {
    const t = storyText(context, 'screend');
    const { canvas, args } = context;
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('fetchError'));
    await userEvent.click(within(alert).getByRole('button', { name: t('ui:retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Stop All asks first and a cancel changes nothing; Restart All asks, then runs once confirmed. */
export const RestartAllConfirmed: Story = {
  play: async (context) => {
    const t = storyText(context, 'screend');
    const { canvas, args } = context;
    await userEvent.click(await canvas.findByRole('button', { name: t('actions.stop') }));
    const stopDialog = within(await screen.findByRole('dialog', { name: t('confirm.stopTitle') }));
    await userEvent.click(stopDialog.getByRole('button', { name: t('ui:cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: t('actions.restart') }));
    const restartDialog = within(await screen.findByRole('dialog', { name: t('confirm.restartTitle') }));
    await expect(restartDialog.getByText(t('confirm.restartText'))).toBeVisible();
    await userEvent.click(restartDialog.getByRole('button', { name: t('actions.restart') }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(args.onAction).toHaveBeenCalledWith('restart');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Start All runs at once, without a question. */
export const StartAll: Story = {
  play: async (context) => {
    const t = storyText(context, 'screend');
    await userEvent.click(await context.canvas.findByRole('button', { name: t('actions.start') }));
    await expect(context.args.onAction).toHaveBeenCalledOnce();
    await expect(context.args.onAction).toHaveBeenCalledWith('start');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** While Restart All runs, every button waits; what it printed shows once it is done. */
export const RunningThenAnswer: Story = {
  args: { pendingAction: 'restart', answer: RESTART_ANSWER },
  play: async (context) => {
    const t = storyText(context, 'screend');
    const { canvas } = context;
    const restart = await canvas.findByRole('button', { name: t('actions.restart') });
    await expect(restart).toHaveAttribute('aria-busy', 'true');
    for (const action of ACTIONS) await expect(canvas.getByRole('button', { name: t(`actions.${action}`) })).toBeDisabled();
    await expect(canvas.getByRole('heading', { name: t('answer.title', { action: t('actions.restart') }) })).toBeVisible();
    const output = canvas.getByRole('region', { name: t('answer.output') });
    await expect(output.textContent).toBe(RESTART_ANSWER.result.stdout?.trimEnd());
  },
};

/** A client sees the processes without the buttons. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async (context) => {
    const t = storyText(context, 'screend');
    const { canvas } = context;
    await expect(await canvas.findByRole('region', { name: t('table.label') })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
