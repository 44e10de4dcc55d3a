import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { beginDeployment } from '@hostdeck/mock-api';
import { panelStory } from '@storybook-helpers/panel-story';
import { RunnerScreenContainer } from './runner.container';

// A poll comes every 4 s; the editor and parser chunks load on first use.
const POLL = { timeout: 12_000 };
const LAZY = { timeout: 8000 };
const MINUTES_15 = 15 * 60_000;

const meta = {
  title: 'Screens/Hosts/Runner/Container',
  component: RunnerScreenContainer,
  args: { hostId: 1001, title: 'Deployments', supportUrl: 'https://chat.hostdeck.example', onReload: fn(), onOpenSupport: fn() },
} satisfies Meta<typeof RunnerScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const history = panelStory();

export const History: Story = {
  ...history,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Deployment history' });
    const entries = within(list).getAllByRole('listitem');
    await expect(entries).toHaveLength(4);
    // Newest first and open: the webhook's pull; the administrator's run is labelled.
    await expect(entries[0]).toHaveTextContent('Started by a webhook');
    await expect(within(entries[0] as HTMLElement).getByRole('region', { name: /^Log of deployment/ })).toHaveTextContent('Execution Finished');
    await expect(entries[1]).toHaveTextContent('Failed');
    await expect(entries[2]).toHaveTextContent('Deployed by admin');
    await userEvent.click(within(entries[0] as HTMLElement).getByRole('button', { name: 'Ask for help' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Ask for help?' })).getByRole('button', { name: 'Continue to support' }));
    await expect(args.onOpenSupport).toHaveBeenCalledWith('https://chat.hostdeck.example');
  },
};

const starting = panelStory();

export const RunningThenReady: Story = {
  ...starting,
  args: { hostId: 1004 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Still running\. Checking (again in [1-4] s|now…)$/, {}, POLL)).toBeVisible();
    await expect(canvas.getByText('Running', { selector: '[data-slot="badge"]' })).toBeVisible();
    starting.store.advance(MINUTES_15);
    // The next poll sees the log finished while the host was starting: the website-ready view.
    await expect(await canvas.findByText('Your website is ready!', {}, POLL)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show deployment log' }));
    await expect(await canvas.findByText('Finished', { selector: '[data-slot="badge"]' })).toBeVisible();
  },
};

const moving = panelStory({
  prepare: (store) =>
    store.update((draft) => {
      const host = draft.hosts.find((item) => item.record.id === 1006);
      if (host) beginDeployment(draft, host, 'commands:\n  - git pull\n  - restart\n', store.now(), { userId: 42, isAdmin: false });
    }),
});

export const MovingReloads: Story = {
  ...moving,
  args: { hostId: 1006 },
  play: async ({ args, canvasElement }) => {
    await within(canvasElement).findByText(/^Still running\./, {}, POLL);
    await expect(args.onReload).not.toHaveBeenCalled();
    moving.store.advance(MINUTES_15);
    await waitFor(() => expect(args.onReload).toHaveBeenCalledOnce(), POLL);
    await expect(within(canvasElement).queryByText('Your website is ready!')).not.toBeInTheDocument();
  },
};

const deploying = panelStory();

export const AddsDeployment: Story = {
  ...deploying,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add deployment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add deployment' });
    await within(dialog).findByText('The script is valid YAML.', {}, LAZY);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), POLL);
    // The new run opens at the top and is polled.
    const [latest] = within(await canvas.findByRole('list', { name: 'Deployment history' })).getAllByRole('listitem');
    await expect(await within(latest as HTMLElement).findByText(/^Still running\./, {}, POLL)).toBeVisible();
    const host = deploying.store.state.hosts.find((item) => item.record.id === 1001);
    await expect(host?.deployments).toHaveLength(5);
  },
};

const clearing = panelStory();

export const ClearsHistory: Story = {
  ...clearing,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear deployments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear deployments?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(await canvas.findByRole('heading', { name: 'No deployments yet' }, POLL)).toBeVisible();
    await expect(clearing.store.state.hosts.find((item) => item.record.id === 1001)?.deployments).toHaveLength(0);
  },
};

export const EmptyHistory: Story = {
  ...panelStory(),
  args: { hostId: 1008 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No deployments yet' })).toBeVisible();
  },
};

export const MemberCanDeploy: Story = {
  ...panelStory({ scenario: 'member' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Deployment history' });
    await expect(canvas.getByRole('button', { name: 'Add deployment' })).toBeEnabled();
    await expect(canvas.getByText('Deployed by admin')).toBeInTheDocument();
  },
};

export const AdministratorRuns: Story = {
  ...panelStory({ scenario: 'admin' }),
  args: { hostId: 3001 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ran by system mod')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ask for help' })).not.toBeInTheDocument();
  },
};

export const Failing: Story = {
  ...panelStory({ scenario: 'failing' }),
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error fetching data! try again later');
  },
};
