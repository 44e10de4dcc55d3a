import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { beginDeployment } from '@hostdeck/mock-api';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText, storyTextPattern } from '@storybook-helpers/story-text';
import { RunnerScreenContainer } from './runner.container';

// A poll comes every 4 s; the editor and parser chunks load on first use; the slow world answers after 1.5 s.
const POLL = { timeout: 12_000 };
const LAZY = { timeout: 8000 };
const SLOW = { timeout: 8000 };
const MINUTES_15 = 15 * 60_000;

const meta = {
  title: 'Screens/Hosts/RunnerContainer',
  component: RunnerScreenContainer,
  render: (args, context) => <RunnerScreenContainer {...args} title={args.title || storyText(context, 'shell')('routes.hostRunner')} />,
  args: { hostId: 1001, title: '', supportUrl: 'https://chat.hostdeck.example', onReload: fn(), onOpenSupport: fn() },
} satisfies Meta<typeof RunnerScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...panelStory(),
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'runner');
    const list = await canvas.findByRole('list', { name: t('history.label') });
    const entries = within(list).getAllByRole('listitem');
    await expect(entries).toHaveLength(4);
    const [latest, failed, byAdmin] = entries as [HTMLElement, HTMLElement, HTMLElement];
    // Newest first and open: the webhook's pull; the administrator's run is labelled.
    await expect(latest).toHaveTextContent(t('history.byWebhook'));
    await expect(within(latest).getByRole('region', { name: storyTextPattern(context, 'runner', 'log.label') })).toHaveTextContent('Execution Finished');
    await expect(failed).toHaveTextContent(t('outcome.failed'));
    await expect(byAdmin).toHaveTextContent(t('history.deployedByAdmin'));
    await userEvent.click(within(latest).getByRole('button', { name: t('help.link') }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: t('help.title') })).getByRole('button', { name: t('help.confirm') }));
    await expect(args.onOpenSupport).toHaveBeenCalledWith('https://chat.hostdeck.example');
  },
};

export const Loading: Story = {
  ...panelStory({ scenario: 'slow' }),
  tags: ['!autodocs'],
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await canvas.findByRole('heading', { level: 1, name: storyText(context, 'shell')('routes.hostRunner') }, SLOW);
    // The heading stands while the history loads behind its skeleton.
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findByRole('list', { name: storyText(context, 'runner')('history.label') }, SLOW)).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'false');
  },
};

export const Error: Story = {
  ...panelStory({ scenario: 'failing' }),
  tags: ['!autodocs'],
  play: async (context) => {
    const t = storyText(context, 'common');
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.fetch'));
    await expect(within(alert).getByRole('button', { name: t('ui:retry') })).toBeEnabled();
  },
};

export const Empty: Story = {
  ...panelStory(),
  tags: ['!autodocs'],
  args: { hostId: 1008 },
  play: async (context) => {
    await expect(await context.canvas.findByRole('heading', { name: storyText(context, 'runner')('empty.title') })).toBeVisible();
  },
};

export const Member: Story = {
  ...panelStory({ scenario: 'member' }),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'runner');
    await canvas.findByRole('list', { name: t('history.label') });
    await expect(canvas.getByRole('button', { name: t('actions.add') })).toBeEnabled();
    await expect(canvas.getByText(t('history.deployedByAdmin'))).toBeInTheDocument();
    // The owner's first deploy is named from the team's member list.
    await expect(await canvas.findByText(t('history.byMember', { name: 'Maya Lestari' }))).toBeVisible();
  },
};

/** A suspended website (1005): the disabled message over its history, and no action that writes. */
export const Inactive: Story = {
  ...panelStory(),
  args: { hostId: 1005 },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'runner');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('inactive.suspended'));
    await expect(await canvas.findByRole('list', { name: t('history.label') })).toBeVisible();
    await expect(canvas.getByRole('region', { name: storyTextPattern(context, 'runner', 'log.label') })).toBeVisible();
    for (const name of [t('actions.add'), t('actions.clear'), t('actions.webhook')]) await expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument();
    await expect(canvas.queryByText(t('redeploy.button'))).not.toBeInTheDocument();
  },
};

/** A removed website (1008) without history: the disabled message, nothing to add. */
export const InactiveRemoved: Story = {
  ...panelStory(),
  tags: ['!autodocs'],
  args: { hostId: 1008 },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'runner');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('inactive.removed'));
    await expect(await canvas.findByRole('heading', { name: t('empty.title') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('actions.add') })).not.toBeInTheDocument();
  },
};

/** An id no website of the team has: the not-found page, not an error to retry. */
export const UnknownHost: Story = {
  ...panelStory(),
  tags: ['!autodocs'],
  args: { hostId: 99999 },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'common');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('notFound.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('notFound.backHome') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('ui:retry') })).not.toBeInTheDocument();
  },
};

/** A path id that is no number at all ('abc' reaches the container as NaN): the not-found page at once. */
export const NotAnId: Story = {
  ...panelStory(),
  tags: ['!autodocs'],
  args: { hostId: Number.NaN },
  play: async (context) => {
    await expect(await context.canvas.findByRole('heading', { level: 1, name: storyText(context, 'common')('notFound.title') })).toBeVisible();
  },
};

export const Admin: Story = {
  ...panelStory({ scenario: 'admin' }),
  args: { hostId: 3001 },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'runner');
    await expect(await canvas.findByText(t('history.ranBySystemMod'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('help.link') })).not.toBeInTheDocument();
  },
};

const starting = panelStory();

export const PollsUntilReady: Story = {
  ...starting,
  args: { hostId: 1004 },
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const t = storyText(context, 'runner');
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="poll-countdown"]')).not.toBeNull(), POLL);
    await expect(canvas.getByText(t('outcome.running'), { selector: '[data-slot="badge"]' })).toBeVisible();
    // A starting website takes deployments: its first one may need a fixed script.
    await expect(canvas.getByRole('button', { name: t('actions.add') })).toBeVisible();
    starting.store.advance(MINUTES_15);
    // The next poll sees the log finished while the host was starting: the website-ready view.
    await expect(await canvas.findByText(t('ready.title'), {}, POLL)).toBeVisible();
    // With the sign-in and the IP a custom domain points at, from the host detail.
    const host = starting.store.state.hosts.find((item) => item.record.id === 1004)?.record;
    const ip = starting.store.state.servers.find((item) => item.id === host?.server_id)?.ip ?? '-';
    await expect(canvas.getByText(host?.username ?? '-')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ready.showPassword') })).toBeVisible();
    await expect(canvas.getByText(ip)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ready.showLog') }));
    await expect(await canvas.findByText(t('outcome.succeeded'), { selector: '[data-slot="badge"]' })).toBeVisible();
  },
};

const moving = panelStory({
  prepare: (store) =>
    store.update((draft) => {
      const host = draft.hosts.find((item) => item.record.id === 1006);
      if (host) beginDeployment(draft, host, 'commands:\n  - git pull\n  - restart\n', store.now(), { userId: 42, isAdmin: false });
    }),
});

export const ReloadsWhenMoveEnds: Story = {
  ...moving,
  args: { hostId: 1006 },
  play: async (context) => {
    const { args, canvas, canvasElement } = context;
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="poll-countdown"]')).not.toBeNull(), POLL);
    await expect(args.onReload).not.toHaveBeenCalled();
    moving.store.advance(MINUTES_15);
    await waitFor(() => expect(args.onReload).toHaveBeenCalledOnce(), POLL);
    await expect(canvas.queryByText(storyText(context, 'runner')('ready.title'))).not.toBeInTheDocument();
  },
};

const deploying = panelStory();

export const AddsDeployment: Story = {
  ...deploying,
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const t = storyText(context, 'runner');
    await userEvent.click(await canvas.findByRole('button', { name: t('actions.add') }));
    const dialog = await screen.findByRole('dialog', { name: t('add.title') });
    await within(dialog).findByText(storyText(context, 'template-editor')('valid'), {}, LAZY);
    await userEvent.click(within(dialog).getByRole('button', { name: t('add.submit') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), POLL);
    // The new run opens at the top and is polled.
    const [latest] = within(await canvas.findByRole('list', { name: t('history.label') })).getAllByRole('listitem');
    await waitFor(() => expect(latest?.querySelector('[data-slot="poll-countdown"]')).not.toBeNull(), POLL);
    await expect(canvasElement.querySelectorAll('[data-slot="deployment-entry"]')).toHaveLength(5);
    const host = deploying.store.state.hosts.find((item) => item.record.id === 1001);
    await expect(host?.deployments).toHaveLength(5);
  },
};

const clearing = panelStory();

export const ClearsHistory: Story = {
  ...clearing,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'runner');
    await userEvent.click(await canvas.findByRole('button', { name: t('actions.clear') }));
    const dialog = await screen.findByRole('dialog', { name: t('clear.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('clear.confirm') }));
    await expect(await canvas.findByRole('heading', { name: t('empty.title') }, POLL)).toBeVisible();
    await expect(clearing.store.state.hosts.find((item) => item.record.id === 1001)?.deployments).toHaveLength(0);
  },
};

const redeploying = panelStory();

export const RedeploysFromHistory: Story = {
  ...redeploying,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'runner');
    const list = await canvas.findByRole('list', { name: t('history.label') });
    const latest = within(list).getAllByRole('listitem')[0] as HTMLElement;
    // The open latest entry is the webhook's pull: commands only, so one click runs it again.
    const button = within(latest).getByRole('button', { name: storyTextPattern(context, 'runner', 'redeploy.label') });
    await waitFor(() => expect(button).toBeEnabled(), LAZY);
    await userEvent.click(button);
    await waitFor(() => expect(redeploying.store.state.hosts.find((item) => item.record.id === 1001)?.deployments).toHaveLength(5), POLL);
    const host = redeploying.store.state.hosts.find((item) => item.record.id === 1001);
    await expect(host?.deployments.at(-1)?.template).toBe(host?.deployments.at(-2)?.template);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5), POLL);
  },
};
