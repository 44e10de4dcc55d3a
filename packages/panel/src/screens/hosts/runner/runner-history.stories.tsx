import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyText, storyTextPattern } from '@storybook-helpers/story-text';
import type { Deployment } from '../../../api/schemas/deploy';
import { deploymentSeconds, formatDuration, formatRelativeTime } from '../../../rules/deployment-facts';
import { formatDateTime, parseBackendDate } from '../../../rules/format';
import { RunnerScreen, type RunnerScreenProps } from './runner';
import { ADMIN_RUN, FAILED_RUN, FIRST_RUN, MEMBER_RUN_AUTHOR, RUNNING_HISTORY, STARTING_HOST, WEBHOOK_RUN, runnerArgs } from './runner.fixtures';

// The YAML parser loads on first use; the streamed log grows every 100 ms.
const LAZY = { timeout: 8000 };
const STREAM = { timeout: 8000 };
const TAIL_SLACK_PX = 24;

/** The running deployment of a starting website, its log growing a line at a time as polls would bring it. */
function StreamingRunner(props: RunnerScreenProps) {
  const [running] = RUNNING_HISTORY;
  const [lineCount, setLineCount] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setLineCount((count) => Math.min(count + 1, 400)), 100);
    return () => clearInterval(timer);
  }, []);
  if (!running) throw new Error('the running history is empty');
  const lines = Array.from({ length: lineCount }, (_, index) => (index % 5 === 0 ? `$> step ${index / 5 + 1}` : `output line ${index}`));
  const deployment: Deployment = { ...running, result: [running.result, ...lines].join('\n') };
  return <RunnerScreen {...props} host={STARTING_HOST} deployments={[deployment]} />;
}

/** The history's facts and actions: who ran each deployment, when, how long it took, redeploy, a log that follows. */
const meta = {
  title: 'Screens/Hosts/RunnerHistory',
  component: RunnerScreen,
  // The title comes from the route table: the stories show the route's own, in the story's language, unless one is typed.
  render: (args, context) => <RunnerScreen {...args} title={args.title || storyText(context, 'shell')('routes.hostRunner')} />,
  args: { ...runnerArgs, title: '', onRetry: fn(), onShowHistory: fn(), onDeploy: fn(), onClear: fn(), onAskForHelp: fn() },
} satisfies Meta<typeof RunnerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const entryOf = (list: HTMLElement, deployment: Deployment, text: string) => {
  const entry = within(list).getAllByRole('listitem').find((item) => item.textContent?.includes(text));
  if (!entry) throw new Error(`no entry for deployment ${deployment.id}`);
  return entry;
};

export const WhoWhenHowLong: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyText(context, 'runner');
    const locale = String(context.globals.language ?? 'en');
    const list = await canvas.findByRole('list', { name: t('history.label') });
    // Who: the viewer's own run, another member's by name, the administrator's, the webhook's.
    await expect(entryOf(list, FIRST_RUN, t('history.entry', { id: FIRST_RUN.id }))).toHaveTextContent(t('history.byYou'));
    await expect(entryOf(list, FAILED_RUN, t('history.entry', { id: FAILED_RUN.id }))).toHaveTextContent(t('history.byMember', { name: MEMBER_RUN_AUTHOR }));
    await expect(entryOf(list, ADMIN_RUN, t('history.entry', { id: ADMIN_RUN.id }))).toHaveTextContent(t('history.deployedByAdmin'));
    await expect(entryOf(list, WEBHOOK_RUN, t('history.entry', { id: WEBHOOK_RUN.id }))).toHaveTextContent(t('history.byWebhook'));
    for (const run of [FIRST_RUN, FAILED_RUN, ADMIN_RUN, WEBHOOK_RUN]) {
      const entry = entryOf(list, run, t('history.entry', { id: run.id }));
      // When: relative to now and the exact time, as a machine-readable time.
      const updatedAt = parseBackendDate(run.updated_at);
      const time = entry.querySelector('time');
      await expect(time).toHaveAttribute('datetime', updatedAt?.toISOString());
      await expect(time).toHaveTextContent(t('history.when', { relative: formatRelativeTime(updatedAt, args.now, locale), exact: formatDateTime(updatedAt, locale) }));
      // How long: what the runner reported.
      const seconds = deploymentSeconds(run);
      await expect(seconds).toBeGreaterThan(0);
      await expect(entry.querySelector('[data-slot="deployment-duration"]')).toHaveTextContent(t('history.took', { duration: formatDuration(seconds ?? 0, locale) }));
    }
    // The first deploy is 597 days old: never 'now'.
    await expect(entryOf(list, FIRST_RUN, t('history.entry', { id: FIRST_RUN.id })).querySelector('time')?.textContent).not.toContain(formatRelativeTime(new Date(args.now), args.now, locale));
  },
};

/** A script without a source runs again at once. */
export const RedeploysInOneClick: Story = {
  args: { deployments: [WEBHOOK_RUN] },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'runner');
    const button = await canvas.findByRole('button', { name: t('redeploy.label', { id: WEBHOOK_RUN.id }) });
    await waitFor(() => expect(button).toBeEnabled(), LAZY);
    await userEvent.click(button);
    await expect(args.onDeploy).toHaveBeenCalledOnce();
    await expect(args.onDeploy).toHaveBeenCalledWith(WEBHOOK_RUN.template);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** A script with a source overwrites the home folder: redeploying it asks first, as the add dialog does. */
export const RedeployAsksToOverwrite: Story = {
  args: { deployments: [FIRST_RUN] },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'runner');
    const button = await canvas.findByRole('button', { name: t('redeploy.label', { id: FIRST_RUN.id }) });
    await waitFor(() => expect(button).toBeEnabled(), LAZY);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: t('add.confirmTitle') });
    await expect(dialog).toHaveTextContent(t('add.overwriteText'));
    await expect(args.onDeploy).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('add.confirmSubmit') }));
    await expect(args.onDeploy).toHaveBeenCalledOnce();
    await expect(args.onDeploy).toHaveBeenCalledWith(FIRST_RUN.template);
  },
};

/** The running log follows its tail as lines arrive; scrolling up stops that, 'Follow the log' resumes it. */
export const FollowsTheLogTail: Story = {
  render: (args, context) => <StreamingRunner {...args} title={args.title || storyText(context, 'shell')('routes.hostRunner')} />,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'runner');
    const [running] = RUNNING_HISTORY;
    const log = await canvas.findByRole('region', { name: t('log.label', { id: running?.id }) });
    const distanceToEnd = () => log.scrollHeight - log.scrollTop - log.clientHeight;
    // Following: the newest line stays in view as the log outgrows its box.
    await waitFor(() => expect(log.scrollHeight).toBeGreaterThan(log.clientHeight + 200), STREAM);
    await waitFor(() => expect(distanceToEnd()).toBeLessThanOrEqual(TAIL_SLACK_PX), STREAM);
    await expect(canvas.queryByRole('button', { name: t('log.follow') })).not.toBeInTheDocument();
    // Scrolling up to read stops following: new lines arrive without moving the view. A line that lands before the
    // scroll event is handled takes the view back down, so the reader scrolls up again, as a person would.
    const follow = await waitFor(() => {
      log.scrollTop = 0;
      return canvas.getByRole('button', { name: t('log.follow') });
    }, STREAM);
    const height = log.scrollHeight;
    await waitFor(() => expect(log.scrollHeight).toBeGreaterThan(height + 100), STREAM);
    await expect(log.scrollTop).toBe(0);
    // 'Follow the log' jumps to the end and follows again, with focus on the log.
    await userEvent.click(follow);
    await expect(log).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: t('log.follow') })).not.toBeInTheDocument();
    const resumed = log.scrollHeight;
    await waitFor(() => expect(log.scrollHeight).toBeGreaterThan(resumed + 100), STREAM);
    await expect(distanceToEnd()).toBeLessThanOrEqual(TAIL_SLACK_PX);
    // Screen readers hear the step the runner is at, from a polite region apart from the log.
    const status = within(log.parentElement ?? log).getByRole('status');
    await expect(status).toHaveTextContent(storyTextPattern(context, 'runner', 'log.latestStep'));
    await expect(log).not.toHaveAttribute('aria-live');
  },
};
