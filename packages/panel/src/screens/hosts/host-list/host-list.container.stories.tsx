import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { createHandlers, DEFAULT_TEAM_ID, formatDateTime, getHostStats, type WorldStore } from '@hostdeck/mock-api';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText, storyTextPattern } from '@storybook-helpers/story-text';
import { formatBytes } from '../../../rules/format';
import { HostListScreenContainer } from './host-list.container';
import { FAILED_DEPLOY_HOST, withStudioFacts } from './host-list.fixtures';

const meta = {
  title: 'Screens/Hosts/HostListContainer',
  component: HostListScreenContainer,
  args: { onPageChange: fn(), onServerFilterChange: fn(), onDismissMessage: fn() },
} satisfies Meta<typeof HostListScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stamps the studio team's last evaluation `ago` ms before world time. */
const evaluatedAgo = (ago: number) => (store: WorldStore) =>
  store.update((draft) => {
    const team = draft.teams.find((item) => item.id === DEFAULT_TEAM_ID);
    if (team) team.evaluated_at = formatDateTime(store.now() - ago);
  });

const studioTeam = (store: WorldStore) => store.state.teams.find((team) => team.id === DEFAULT_TEAM_ID);

const owner = panelStory();

/** Maya, owner of Lestari Studio: her sites, the sga warning, the removed site highlighted, Create, and a recount. */
export const Default: Story = {
  ...owner,
  args: { clock: owner.store.now },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'host-list');
    // Rows lead to the Runner until the detail page exists.
    await expect(await canvas.findByRole('link', { name: 'lestari.studio' })).toHaveAttribute('href', '/user/host/runner/1001');
    await expect(canvas.getByRole('link', { name: t('create') })).toHaveAttribute('href', '/user/host/create');
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('legacy'));
    await expect(canvas.getByRole('link', { name: 'promo2024.lestari.studio' }).closest('tr')).toHaveAttribute('data-removed', 'true');
    const before = studioTeam(owner.store)?.evaluated_at;
    const button = canvas.getByRole('button', { name: t('recount') });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    // One minute from the recount, give or take the second it took.
    const waits = [t('recountWait', { seconds: 60 }), t('recountWait', { seconds: 59 })];
    await expect(await canvas.findByText((text) => waits.includes(text))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('recount') })).toBeDisabled();
    await expect(studioTeam(owner.store)?.evaluated_at).not.toBe(before);
    // The seeded usage was counted already: the recount says so.
    await expect(await canvas.findByText(t('usage.unchanged'))).toBeInTheDocument();
  },
};

/** Members see the team's sites without Create. */
export const Member: Story = {
  ...panelStory({ scenario: 'member' }),
  tags: ['!autodocs'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'host-list');
    await expect(await canvas.findByRole('link', { name: 'lestari.studio' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: t('create') })).not.toBeInTheDocument();
  },
};

const cooling = panelStory({ prepare: evaluatedAgo(15_000) });

/** Evaluated 15 s ago: Update Usage waits about 45 s, then is enabled again when the time runs out. */
export const RecountCoolingDown: Story = {
  ...cooling,
  args: { clock: cooling.store.now },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'host-list');
    const waits = [t('recountWait', { seconds: 45 }), t('recountWait', { seconds: 44 })];
    await expect(await canvas.findByText((text) => waits.includes(text))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('recount') })).toBeDisabled();
    cooling.store.advance(45_000);
    await waitFor(() => expect(canvas.getByRole('button', { name: t('recount') })).toBeEnabled(), { timeout: 3000 });
    await expect(canvas.queryByText(storyTextPattern(context, 'host-list', 'recountWait'))).not.toBeInTheDocument();
  },
};

export const PaymentReturned: Story = {
  ...panelStory(),
  args: { message: 'payment-return' },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'host-list');
    // The first status: the recount note below is one too.
    const [banner] = await canvas.findAllByRole('status');
    await expect(banner).toHaveTextContent(t('thanks'));
    await userEvent.click(within(banner as HTMLElement).getByRole('button', { name: t('ui:close') }));
    await expect(args.onDismissMessage).toHaveBeenCalledOnce();
  },
};

export const PaymentCancelled: Story = {
  ...panelStory(),
  args: { message: 'payment-cancel' },
  play: async (context) => {
    const { canvas } = context;
    await expect(await canvas.findByText(storyText(context, 'host-list')('cancelled'))).toBeInTheDocument();
  },
};

export const FilteredByServer: Story = {
  ...panelStory(),
  args: { serverId: 2 },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'host-list');
    await expect(await canvas.findByText(t('filteredBy', { server: 'sgp' }))).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'lestari.studio' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'shop.lestari.studio' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('clearFilter') }));
    await expect(args.onServerFilterChange).toHaveBeenCalledWith(undefined);
  },
};

/** A team without a single site: the empty-list text, and Create. */
export const Empty: Story = {
  ...panelStory({ scenario: 'empty' }),
  tags: ['!autodocs'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'host-list');
    await expect(await canvas.findByRole('heading', { name: t('empty') })).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('create') })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  ...panelStory({ scenario: 'slow' }),
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    // Every answer of the slow world comes late: the session first, then the list, shaped by the skeleton meanwhile.
    await expect(await canvas.findByTestId('host-list-skeleton', {}, { timeout: 6000 })).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'lestari.studio' }, { timeout: 6000 })).toBeInTheDocument();
    await expect(canvas.queryByTestId('host-list-skeleton')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  ...panelStory({ scenario: 'failing' }),
  tags: ['!autodocs'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'common');
    await expect(await canvas.findByText(t('errors.fetch'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('ui:retry') })).toBeEnabled();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The calls the page made for the extended cells, as 'runner/{hostId}' (deployments) and 'stat/{hostId}' (stats). */
const factRequests: string[] = [];
const FACT_CALL = /\/host\/((?:runner|stat)\/\d+)$/;
const facts = panelStory({ prepare: withStudioFacts });

/**
 * The extended columns read each drawn host's deployments and stats, only once they show: the default list asks for
 * none of them. Each cell shows its loading mark, then the last deployment's state and the SSL expiry.
 */
export const ExtendedColumnsLoadLazily: Story = {
  ...facts,
  parameters: {
    msw: {
      handlers: {
        world: [
          http.get(FACT_CALL, ({ request }) => {
            factRequests.push(FACT_CALL.exec(new URL(request.url).pathname)?.[1] ?? '');
          }),
          ...createHandlers(facts.store),
        ],
      },
    },
  },
  beforeEach: () => {
    factRequests.length = 0;
    facts.beforeEach();
  },
  play: async (context) => {
    const { canvas, canvasElement, globals, userEvent } = context;
    const t = storyText(context, 'host-list');
    await expect(await canvas.findByRole('link', { name: 'lestari.studio' })).toBeInTheDocument();
    await expect(factRequests).toEqual([]);
    await expect(canvas.queryByRole('columnheader', { name: t('columns.deployment') })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('extended') }));
    const row = (domain: string) => canvas.getByRole('link', { name: domain }).closest('tr') as HTMLElement;
    // The columns' chunk, then a deployment and a stat call per row: more than findBy's second on a busy machine.
    await expect(await within(row(FAILED_DEPLOY_HOST.domain)).findByText(t('deployment.failed'), undefined, { timeout: 5000 })).toBeInTheDocument();
    await expect(await within(row('api.lestari.studio')).findByText(t('deployment.running'))).toBeInTheDocument();
    await expect(await within(row('lestari.studio')).findByText(t('deployment.succeeded'))).toBeInTheDocument();
    const stats = facts.store.run(getHostStats, { hostId: 1001 });
    const expiry = stats.ok ? stats.value?.ssl_expiry_at : null;
    const date = new Intl.DateTimeFormat(String(globals.language ?? 'en'), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${(expiry ?? '').replace(' ', 'T')}Z`));
    await waitFor(() => expect(row('lestari.studio')).toHaveTextContent(date));
    // The removed site has nothing to read: a dash, and no call.
    await expect(within(row('promo2024.lestari.studio')).getAllByText(t('fact.unavailable'))).toHaveLength(2);
    await expect(factRequests).not.toContain('runner/1008');
    await expect(factRequests).toContain('runner/1001');
    await expect(factRequests).toContain('stat/1001');
    await expect(canvasElement.querySelectorAll('[data-testid="host-fact-loading"]')).toHaveLength(0);
  },
};

const STALE_BYTES = 300 * 1024 * 1024;
const stale = panelStory({
  prepare: (store) =>
    store.update((draft) => {
      const team = draft.teams.find((item) => item.id === DEFAULT_TEAM_ID);
      if (team) team.usage_storage -= STALE_BYTES;
    }),
});

/** Update Usage says what it changed: the team's storage, before and after the count. */
export const RecountShowsWhatChanged: Story = {
  ...stale,
  args: { clock: stale.store.now },
  play: async (context) => {
    const { canvas, globals, userEvent } = context;
    const t = storyText(context, 'host-list');
    const language = String(globals.language ?? 'en');
    const before = studioTeam(stale.store)?.usage_storage ?? 0;
    await userEvent.click(await canvas.findByRole('button', { name: t('recount') }));
    const after = before + STALE_BYTES;
    const note = t('usage.storage', { before: formatBytes(before, language), after: formatBytes(after, language) });
    await expect(await canvas.findByText((text) => text.includes(note))).toBeInTheDocument();
    await expect(studioTeam(stale.store)?.usage_storage).toBe(after);
    await expect(canvas.queryByText(storyTextPattern(context, 'host-list', 'usage.network'))).not.toBeInTheDocument();
  },
};

/**
 * After a reload the page knows nothing but what the server says: the team was evaluated 20 s ago, so Update Usage
 * waits the 40 s left. The world's time is the browser's here, as the demo's world follows the real clock; the page
 * runs on the browser's clock, as the console renders it (no clock given).
 */
const reloaded = panelStory({
  prepare: (store) => {
    store.advance(Math.max(0, Date.now() - store.now()));
    evaluatedAgo(20_000)(store);
  },
});

export const RecountCooldownAfterReload: Story = {
  ...reloaded,
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'host-list');
    const waits = [41, 40, 39, 38].map((seconds) => t('recountWait', { seconds }));
    await expect(await canvas.findByText((text) => waits.includes(text))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('recount') })).toBeDisabled();
  },
};
