import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor } from 'storybook/test';
import { RUNNING_PREFIX } from '@hostdeck/mock-api';
import { storyText, storyTextPattern } from '@storybook-helpers/story-text';
import { RunnerScreen } from './runner';
import { hostListPath } from '../../../rules/paths';
import { ADMIN_RUN, FAILED_RUN, MARKUP_RUN, REMOVED_HOST, RUNNING_HISTORY, STARTING_HOST, STARTING_SERVER_IP, STUDIO_HOST, SUSPENDED_HISTORY, SUSPENDED_HOST, WEBHOOK_RUN, runnerArgs } from './runner.fixtures';

/** A pattern matching `text` literally: for translated names that carry more (an external link's "new tab" note). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const meta = {
  title: 'Screens/Hosts/Runner',
  component: RunnerScreen,
  // The title comes from the route table: the stories show the route's own, in the story's language, unless one is typed.
  render: (args, context) => <RunnerScreen {...args} title={args.title || storyText(context, 'shell')('routes.hostRunner')} />,
  args: { ...runnerArgs, title: '', onRetry: fn(), onShowHistory: fn(), onDeploy: fn(), onClear: fn(), onAskForHelp: fn() },
} satisfies Meta<typeof RunnerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const t = storyText(context, 'runner');
    // The latest entry is open: its log shows, the older ones are folded.
    const log = await canvas.findByRole('region', { name: t('log.label', { id: WEBHOOK_RUN.id }) });
    await expect(log).toHaveTextContent(/\$> Execution Finished in [\d.]+s/);
    await expect(canvas.queryByRole('region', { name: t('log.label', { id: FAILED_RUN.id }) })).not.toBeInTheDocument();
    await expect(canvas.getAllByText(t('outcome.succeeded'), { selector: '[data-slot="badge"]' })).toHaveLength(3);
    await expect(canvas.getByText(t('history.byWebhook'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('log.copy') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('log.download') })).toBeVisible();
    // Unfolding an older entry shows its log.
    await userEvent.click(canvas.getByText(t('history.entry', { id: FAILED_RUN.id })));
    await expect(await canvas.findByRole('region', { name: t('log.label', { id: FAILED_RUN.id }) })).toHaveTextContent('Error occured with exit code 1');
    // Step lines are told apart; colours survive as classes, escapes never show.
    await expect(log.querySelector('[data-kind="step"]')).toHaveTextContent('$> Applying features');
    await expect(log).not.toHaveTextContent('[37m');
    await expect(canvasElement.querySelector('[data-slot="poll-countdown"]')).toBeNull();
    // The way back: the team's website list.
    await expect(canvas.getByRole('link', { name: t('back') })).toHaveAttribute('href', hostListPath('/user'));
  },
};

export const Loading: Story = {
  tags: ['!autodocs'],
  args: { status: 'loading', host: undefined, deployments: undefined },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await expect(await canvas.findByRole('heading', { level: 1, name: storyText(context, 'shell')('routes.hostRunner') })).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['!autodocs'],
  args: { status: 'error', host: undefined, deployments: undefined },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'common');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.fetch'));
    await userEvent.click(canvas.getByRole('button', { name: t('ui:retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  tags: ['!autodocs'],
  args: { status: 'empty', deployments: [] },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'runner');
    await expect(await canvas.findByRole('heading', { name: t('empty.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('actions.clear') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('actions.add') })).toBeEnabled();
  },
};

export const Running: Story = {
  // When the next poll is due is fixed when the story module loads: by the time it runs, it may be due already.
  args: { host: STARTING_HOST, deployments: RUNNING_HISTORY, nextPollAt: Date.now() + 3_000 },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, 'runner');
    const countdown = storyTextPattern(context, 'runner', 'poll.countdown');
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="poll-countdown"]')).not.toBeNull());
    const poll = canvasElement.querySelector('[data-slot="poll-countdown"]')?.textContent ?? '';
    await expect(poll === t('poll.checking') || countdown.test(poll)).toBe(true);
    await expect(canvas.getByText(t('outcome.running'), { selector: '[data-slot="badge"]' })).toBeVisible();
    const [running] = RUNNING_HISTORY;
    const log = canvas.getByRole('region', { name: t('log.label', { id: running?.id }) });
    await expect(log.querySelector('[data-kind="status"]')).toHaveTextContent(RUNNING_PREFIX.trim());
    await expect(log).toHaveTextContent(running?.result.split('\n').at(-1) ?? '');
  },
};

export const Failed: Story = {
  args: { deployments: [FAILED_RUN] },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'runner');
    const log = await canvas.findByRole('region', { name: t('log.label', { id: FAILED_RUN.id }) });
    await expect(canvas.getByText(t('outcome.failed'), { selector: '[data-slot="badge"]' })).toBeVisible();
    const problems = log.querySelectorAll('[data-problem]');
    await expect(problems).toHaveLength(2);
    await expect(problems[0]).toHaveTextContent(`${t('log.problem')} ! bash: line 1: command failed`);
    await expect(problems[1]).toHaveTextContent('$> Error occured with exit code 1');
    await expect(problems[1]).toHaveAttribute('data-kind', 'error');
  },
};

export const CopiesAndDownloadsLog: Story = {
  args: { deployments: [FAILED_RUN] },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'runner');
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(await canvas.findByRole('button', { name: t('log.copy') }));
      // Plain text: the terminal colours are left out.
      await expect(writeText).toHaveBeenCalledWith(expect.stringContaining('$> Error occured with exit code 1\n\n$> Execution Finished in'));
      await expect(writeText.mock.calls[0]?.[0]).not.toContain('\u001b');
      await userEvent.click(canvas.getByRole('button', { name: t('log.download') }));
      await expect(click).toHaveBeenCalledOnce();
      await expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`${STUDIO_HOST.domain}-deployment-${FAILED_RUN.id}.log`);
    } finally {
      writeText.mockRestore();
      click.mockRestore();
    }
  },
};

export const ShowsLogAsText: Story = {
  args: { deployments: [MARKUP_RUN] },
  play: async (context) => {
    const log = await context.canvas.findByRole('region', { name: storyText(context, 'runner')('log.label', { id: MARKUP_RUN.id }) });
    await expect(log).toHaveTextContent('<b>not bold</b>');
    await expect(log.querySelector('img, b')).toBeNull();
  },
};

export const ReadyHint: Story = {
  args: { view: 'ready-hint', host: STARTING_HOST, serverIp: STARTING_SERVER_IP, deployments: RUNNING_HISTORY },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'runner');
    await expect(await canvas.findByText(t('ready.title'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: containing(t('ready.open', { domain: STARTING_HOST.domain })) })).toHaveAttribute('href', `https://${STARTING_HOST.domain}`);
    await expect(canvas.queryByRole('button', { name: t('actions.add') })).not.toBeInTheDocument();
    // How to sign in: the username as it is, the password hidden until asked for, both copyable.
    await expect(canvas.getByText(STARTING_HOST.username)).toBeVisible();
    const password = STARTING_HOST.password ?? '';
    await expect(password).not.toBe('');
    await expect(canvas.queryByText(password)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('ready.showPassword') }));
    await expect(canvas.getByText(password)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ready.hidePassword') }));
    await expect(canvas.queryByText(password)).not.toBeInTheDocument();
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: t('ready.copyPassword') }));
      await expect(writeText).toHaveBeenCalledWith(password);
    } finally {
      writeText.mockRestore();
    }
    // Where a custom domain points: the server's IP.
    await expect(canvas.getByText(STARTING_SERVER_IP)).toBeVisible();
    await expect(canvas.getByText(t('ready.dnsHint', { ip: STARTING_SERVER_IP }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ready.copyIp') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ready.showLog') }));
    await expect(args.onShowHistory).toHaveBeenCalledOnce();
  },
};

export const DeployedByAdmin: Story = {
  args: { deployments: [ADMIN_RUN] },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'runner');
    await expect(await canvas.findByText(t('history.deployedByAdmin'))).toBeVisible();
    // Nobody is sent to support about the administrator's own run.
    await expect(canvas.queryByRole('button', { name: t('help.link') })).not.toBeInTheDocument();
  },
};

export const Admin: Story = {
  args: { isAdministrator: true, deployments: [ADMIN_RUN, FAILED_RUN] },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'runner');
    await expect(await canvas.findByText(t('history.ranBySystemMod'))).toBeVisible();
    await expect(canvas.queryByText(t('history.deployedByAdmin'))).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('help.link') })).not.toBeInTheDocument();
  },
};

export const Client: Story = {
  args: { gate: 'read-only' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'runner');
    await expect(await canvas.findByRole('region', { name: t('log.label', { id: WEBHOOK_RUN.id }) })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('actions.add') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('actions.clear') })).not.toBeInTheDocument();
  },
};

/** A suspended website: the disabled message, the history to read, and nothing that writes. */
export const Inactive: Story = {
  args: { host: SUSPENDED_HOST, deployments: SUSPENDED_HISTORY, gate: 'inactive' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'runner');
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(t('inactive.title'));
    await expect(notice).toHaveTextContent(t('inactive.suspended'));
    await expect(canvas.getByRole('region', { name: t('log.label', { id: SUSPENDED_HISTORY[0]?.id }) })).toBeVisible();
    for (const name of [t('actions.add'), t('actions.clear'), t('actions.webhook')]) await expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument();
    await expect(canvas.queryByText(t('redeploy.button'))).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('log.copy') })).toBeVisible();
  },
};

/** A removed website with no history left: the disabled message and an empty history that invites nothing. */
export const InactiveRemoved: Story = {
  tags: ['!autodocs'],
  args: { host: REMOVED_HOST, status: 'empty', deployments: [], gate: 'inactive' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'runner');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('inactive.removed'));
    await expect(canvas.getByRole('heading', { name: t('empty.title') })).toBeVisible();
    await expect(canvas.queryByText(t('empty.text'))).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('actions.add') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('actions.clear') })).not.toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { language: 'ar' },
  play: async (context) => {
    const t = storyText(context, 'runner');
    await expect(await context.canvas.findByRole('button', { name: t('actions.add') })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The log is code: left to right inside the right-to-left page.
    const log = context.canvas.getByRole('region', { name: t('log.label', { id: WEBHOOK_RUN.id }) });
    await expect(getComputedStyle(log).direction).toBe('ltr');
  },
};
