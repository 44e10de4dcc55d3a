import { use, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as user, within } from 'storybook/test';
import { storyText, storyTextPattern } from '@storybook-helpers/story-text';
import { formatBytes } from '../../../rules/format';
import { HostListScreen } from './host-list';
import { HostFactUnavailable } from './host-list-fact-marks';
import { HostDeploymentFact, HostSslFact, type HostFactProps } from './host-list-facts';
import { FAILED_DEPLOY_HOST, SSL_EXPIRED_HOST, SSL_SOON_HOST, STUDIO_FACTS, STUDIO_HOSTS, STUDIO_NOW, hostListArgs } from './host-list.fixtures';

/** The extended cells as the container draws them once loaded, from the fixture world's deployments and stats. */
function FixtureFact({ host, fact }: HostFactProps): ReactNode {
  const facts = STUDIO_FACTS.get(host.id);
  if (!facts) return <HostFactUnavailable />;
  return fact === 'deployment' ? <HostDeploymentFact state={facts.deployment} /> : <HostSslFact expiresAt={facts.sslExpiresAt} now={STUDIO_NOW} />;
}

const NEVER = new Promise<never>(() => undefined);
/** A cell whose facts never arrive: its loading mark stays. */
function PendingFact(): null {
  use(NEVER);
  return null;
}

const meta = {
  title: 'Screens/Hosts/HostList',
  component: HostListScreen,
  args: { ...hostListArgs, factsComponent: FixtureFact, onPageChange: fn(), onServerFilterChange: fn(), onRecount: fn(), onRetry: fn(), onDismissBanner: fn() },
} satisfies Meta<typeof HostListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The body rows' domains, top to bottom. */
const domains = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1).map((row) => within(row).getByRole('link').textContent);

/** A creation date as the table shows it in the story's language (the toolbar's language global). */
const shownDate = (language: unknown, utc: number | Date) => new Intl.DateTimeFormat(String(language ?? 'en'), { dateStyle: 'medium', timeZone: 'UTC' }).format(utc);

/** The row of a site, by its domain link. */
const rowOf = (canvasElement: HTMLElement, domain: string) => within(canvasElement).getByRole('link', { name: domain }).closest('tr') as HTMLElement;

/** A backend date ('YYYY-MM-DD HH:MM:SS', UTC) as the SSL column shows it. */
const shownSslDate = (language: unknown, text: string | null | undefined) => shownDate(language, new Date(`${(text ?? '').replace(' ', 'T')}Z`));

/** Maya, owner of Lestari Studio: her sites, Create, Update Usage, the sga sunset warning, no pagination. */
export const Default: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'host-list');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('title') })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(STUDIO_HOSTS.length + 1);
    // Rows lead to the Runner until the detail page exists.
    await expect(canvas.getByRole('link', { name: 'lestari.studio' })).toHaveAttribute('href', '/user/host/runner/1001');
    await expect(canvas.getByRole('link', { name: 'promo2024.lestari.studio' })).toHaveAttribute('href', '/user/host/runner/1008');
    await expect(canvas.getByRole('link', { name: t('create') })).toHaveAttribute('href', '/user/host/create');
    await expect(canvas.getByRole('searchbox', { name: t('search.label') })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: t('recount') })).toBeEnabled();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: t('extended') })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('columnheader', { name: t('columns.username') })).not.toBeInTheDocument();
    // blog-lestari.dom.my.id is on sga.
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('legacy'));
    await expect(canvas.queryByRole('navigation', { name: t('ui:pagination') })).not.toBeInTheDocument();
  },
};

export const ExtendedColumns: Story = {
  play: async (context) => {
    const { args, canvas, globals, userEvent } = context;
    const t = storyText(context, 'host-list');
    await userEvent.click(await canvas.findByRole('button', { name: t('extended') }));
    await expect(canvas.getByRole('button', { name: t('extended') })).toHaveAttribute('aria-pressed', 'true');
    for (const key of ['columns.username', 'columns.server', 'columns.created_at', 'columns.deployment', 'columns.ssl'] as const) {
      await expect(canvas.getByRole('columnheader', { name: t(key) })).toBeInTheDocument();
    }
    const row = canvas.getByRole('link', { name: 'n8n.lestari.studio' }).closest('tr') as HTMLElement;
    await expect(within(row).getByText('n8n-automation')).toBeInTheDocument();
    await expect(within(row).getByText(shownDate(globals.language, Date.UTC(2026, 8, 1)))).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: t('filterBy', { server: 'osk' }) }));
    await expect(args.onServerFilterChange).toHaveBeenCalledWith(5);
  },
};

/** The last deployment's state and the certificate's expiry, which the container reads per drawn row. */
export const ExtendedColumnsDeploymentAndSsl: Story = {
  args: { defaultExtended: true },
  play: async (context) => {
    const { canvasElement, globals } = context;
    const t = storyText(context, 'host-list');
    const cell = (domain: string, column: 'deployment' | 'ssl') => {
      const row = rowOf(canvasElement, domain);
      const index = within(canvasElement).getAllByRole('columnheader').findIndex((header) => header.textContent === t(`columns.${column}`));
      return within(row).getAllByRole('cell')[index - 1] as HTMLElement;
    };
    await within(canvasElement).findByRole('columnheader', { name: t('columns.deployment') });
    await expect(cell('lestari.studio', 'deployment')).toHaveTextContent(t('deployment.succeeded'));
    await expect(cell('api.lestari.studio', 'deployment')).toHaveTextContent(t('deployment.running'));
    await expect(cell(FAILED_DEPLOY_HOST.domain, 'deployment')).toHaveTextContent(t('deployment.failed'));
    await expect(cell('promo2024.lestari.studio', 'deployment')).toHaveTextContent(t('fact.unavailable'));
    const sslOf = (id: number) => shownSslDate(globals.language, STUDIO_FACTS.get(id)?.sslExpiresAt);
    await expect(cell('lestari.studio', 'ssl')).toHaveTextContent(sslOf(1001));
    await expect(cell(SSL_SOON_HOST.domain, 'ssl')).toHaveTextContent(t('ssl.soon', { date: sslOf(SSL_SOON_HOST.id) }));
    await expect(cell(SSL_EXPIRED_HOST.domain, 'ssl')).toHaveTextContent(t('ssl.expired', { date: sslOf(SSL_EXPIRED_HOST.id) }));
    await expect(cell('promo2024.lestari.studio', 'ssl')).toHaveTextContent(t('fact.unavailable'));
  },
};

/** Until a row's facts arrive, each of its two extended cells shows the small loading mark; the rest of the row is there. */
export const ExtendedColumnsLoading: Story = {
  args: { defaultExtended: true, factsComponent: PendingFact },
  tags: ['!autodocs'],
  play: async (context) => {
    const { canvas } = context;
    await expect(await canvas.findAllByTestId('host-fact-loading')).toHaveLength(STUDIO_HOSTS.length * 2);
    await expect(canvas.getByText('n8n-automation')).toBeInTheDocument();
  },
};

/** Typing filters the rows at once, by domain or username; Escape and the clear button (by keyboard too) empty it. */
export const SearchFiltersRows: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const t = storyText(context, 'host-list');
    const search = await canvas.findByRole('searchbox', { name: t('search.label') });
    await userEvent.type(search, 'SHOP');
    await expect(domains(canvasElement)).toEqual(['staging-shop.domcloud.dev', 'shop.lestari.studio']);
    // A username only: n8n-automation's domain does not hold it.
    await userEvent.clear(search);
    await userEvent.type(search, 'automation');
    await expect(domains(canvasElement)).toEqual(['n8n.lestari.studio']);
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(canvas.getAllByRole('row')).toHaveLength(STUDIO_HOSTS.length + 1);
    await userEvent.type(search, 'kopi');
    await expect(domains(canvasElement)).toEqual(['kopilestari.com']);
    await userEvent.tab();
    const clear = canvas.getByRole('button', { name: t('search.clear') });
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: t('search.clear') })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(STUDIO_HOSTS.length + 1);
  },
};

export const SearchMatchesNothing: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'host-list');
    const search = await canvas.findByRole('searchbox', { name: t('search.label') });
    await userEvent.type(search, ' wordpress.example ');
    await expect(canvas.getByRole('heading', { name: t('search.noMatch', { search: 'wordpress.example' }) })).toBeInTheDocument();
    await expect(canvas.getByText(t('search.noMatchText'))).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('search.clear') }));
    await expect(canvas.getByRole('table')).toBeInTheDocument();
    await expect(canvas.queryByText(t('search.noMatchText'))).not.toBeInTheDocument();
  },
};

/** After Update Usage: what changed in the team's usage, before -> after. */
export const RecountChanged: Story = {
  args: { recountChanges: [{ figure: 'storage', before: 1536 * 1024 ** 2, after: 1792 * 1024 ** 2 }] },
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyText(context, 'host-list');
    const language = String(globals.language ?? 'en');
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent(t('usage.storage', { before: formatBytes(1536 * 1024 ** 2, language), after: formatBytes(1792 * 1024 ** 2, language) }));
    await expect(status).not.toHaveTextContent(storyTextPattern(context, 'host-list', 'usage.network'));
  },
};

export const RecountChangedNothing: Story = {
  args: { recountChanges: [] },
  play: async (context) => {
    const { canvas } = context;
    await expect(await canvas.findByRole('status')).toHaveTextContent(storyText(context, 'host-list')('usage.unchanged'));
  },
};

export const SortedByColumn: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const t = storyText(context, 'host-list');
    const header = await canvas.findByRole('columnheader', { name: t('columns.domain') });
    await expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(domains(canvasElement)).toEqual([
      'api.lestari.studio',
      'arkabakery.com',
      'blog-lestari.dom.my.id',
      'kopilestari.com',
      'lestari.studio',
      'maya-portfolio.domcloud.dev',
      'n8n.lestari.studio',
      'promo2024.lestari.studio',
      'shop.lestari.studio',
      'staging-shop.domcloud.dev',
    ]);
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(domains(canvasElement)[0]).toBe('staging-shop.domcloud.dev');
    const status = canvas.getByRole('columnheader', { name: t('columns.status') });
    await userEvent.click(within(status).getByRole('button'));
    await expect(status).toHaveAttribute('aria-sort', 'ascending');
    await expect(header).not.toHaveAttribute('aria-sort');
    // The one suspended site sorts last.
    await expect(domains(canvasElement).slice(-1)).toEqual(['maya-portfolio.domcloud.dev']);
  },
};

export const Empty: Story = {
  args: { status: 'empty', hosts: [] },
  tags: ['!autodocs'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'host-list');
    await expect(await canvas.findByRole('heading', { name: t('empty') })).toBeInTheDocument();
    await expect(canvas.getByText(t('emptyText'))).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('create') })).toBeInTheDocument();
  },
};

/** Members and clients see the sites and Update Usage, not Create. */
export const Member: Story = {
  args: { canCreate: false },
  tags: ['!autodocs'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'host-list');
    await expect(await canvas.findByRole('link', { name: 'lestari.studio' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: t('create') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('recount') })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', hosts: [] },
  tags: ['!autodocs'],
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, 'host-list');
    await expect(await canvas.findByTestId('host-list-skeleton')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: t('title') })).toBeInTheDocument();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('recount') })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error', hosts: [] },
  tags: ['!autodocs'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'common');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.fetch'));
    await userEvent.click(canvas.getByRole('button', { name: t('ui:retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const ThankYouBanner: Story = {
  args: { banner: 'thanks' },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'host-list');
    // The first status: the recount note below is one too.
    const [banner] = await canvas.findAllByRole('status');
    await expect(banner).toHaveTextContent(t('thanks'));
    await userEvent.click(within(banner as HTMLElement).getByRole('button', { name: t('ui:close') }));
    await expect(args.onDismissBanner).toHaveBeenCalledOnce();
  },
};

export const CancelledBanner: Story = {
  args: { banner: 'cancelled' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'host-list');
    // Above the sga warning, the page's other alert.
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(alerts[0]).toHaveTextContent(t('cancelled'));
    await expect(alerts[1]).toHaveTextContent(t('legacy'));
    await expect(canvas.queryByText(t('thanks'))).not.toBeInTheDocument();
  },
};

export const RecountCoolingDown: Story = {
  args: { recountCooldownMs: 41_200 },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyText(context, 'host-list');
    const button = await canvas.findByRole('button', { name: t('recount') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(t('recountWait', { seconds: 42 }));
    // Past the disabled button's pointer-events check, as an impatient click would be.
    await user.click(button, { pointerEventsCheck: 0 });
    await expect(args.onRecount).not.toHaveBeenCalled();
  },
};

export const RecountAvailable: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'host-list');
    const button = await canvas.findByRole('button', { name: t('recount') });
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAccessibleDescription();
    await userEvent.click(button);
    await expect(args.onRecount).toHaveBeenCalledOnce();
  },
};

export const Recounting: Story = {
  args: { isRecounting: true },
  play: async (context) => {
    const { canvas } = context;
    const button = await canvas.findByRole('button', { name: storyText(context, 'host-list')('recount') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const RemovedRowHighlighted: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, 'host-list');
    const removed = (await canvas.findByRole('link', { name: 'promo2024.lestari.studio' })).closest('tr') as HTMLElement;
    await expect(removed).toHaveAttribute('data-removed', 'true');
    await expect(within(removed).getByText(t('status.removed'))).toBeInTheDocument();
    const active = canvas.getByRole('link', { name: 'lestari.studio' }).closest('tr') as HTMLElement;
    await expect(getComputedStyle(removed).backgroundColor).not.toBe(getComputedStyle(active).backgroundColor);
    await expect(canvasElement.querySelectorAll('tr[data-removed]')).toHaveLength(1);
  },
};

export const FilteredByServer: Story = {
  args: { serverId: 3 },
  play: async (context) => {
    const { args, canvas, canvasElement, userEvent } = context;
    const t = storyText(context, 'host-list');
    await expect(await canvas.findByText(t('filteredBy', { server: 'wdc' }))).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: t('server') })).toHaveValue('3');
    await expect(domains(canvasElement)).toEqual(['arkabakery.com', 'kopilestari.com', 'shop.lestari.studio']);
    await userEvent.click(canvas.getByRole('button', { name: t('clearFilter') }));
    await expect(args.onServerFilterChange).toHaveBeenCalledWith(undefined);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('server') }), 'sga');
    await expect(args.onServerFilterChange).toHaveBeenLastCalledWith(1);
  },
};

/** The studio's own server runs none of its sites. */
export const FilteredToNothing: Story = {
  args: { serverId: 20 },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'host-list');
    await expect(await canvas.findByRole('heading', { name: t('emptyFiltered', { server: 'bridge' }) })).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const SecondPage: Story = {
  args: { page: 2 },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'host-list');
    const pagination = await canvas.findByRole('navigation', { name: t('ui:pagination') });
    await expect(within(pagination).getByText(t('page', { page: 2 }))).toBeInTheDocument();
    await expect(within(pagination).getByRole('button', { name: t('ui:next') })).toBeDisabled();
    await userEvent.click(within(pagination).getByRole('button', { name: t('ui:previous') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};
