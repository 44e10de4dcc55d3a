import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText } from '@storybook-helpers/story-text';
import { formatBytes, formatDate } from '../../../rules/format';
import { bandwidthDays, formatMonthDay, hostBandwidthUsage, hostStorageUsage } from '../../../rules/host-usage';
import { HostDetailScreen } from './host-detail';
import { ADMIN_SITE, FREE_SITE, NEVER_COUNTED, STUDIO, SUSPENDED, screenArgsOf } from './host-detail.fixtures';

const meta = {
  title: 'Screens/Hosts/HostDetail',
  component: HostDetailScreen,
  args: { ...screenArgsOf(STUDIO), onRecount: fn(), onUpdate: fn(), onRetryUsage: fn() },
} satisfies Meta<typeof HostDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A usage bar by its id, checked to carry its label as its accessible name (a role query is slow on this page). */
const meterOf = (root: HTMLElement, id: string, label: string) => {
  const meter = root.querySelector<HTMLElement>(`[data-meter="${id}"] [role="meter"]`);
  if (meter?.getAttribute('aria-label') !== label) throw new Error(`no ${id} meter labelled ${label}`);
  return meter;
};
const factOf = (root: HTMLElement, name: string) => {
  const fact = root.querySelector<HTMLElement>(`[data-fact="${name}"] dd`);
  if (!fact) throw new Error(`no ${name} fact`);
  return fact;
};
const linkOf = (text: HTMLElement) => {
  const link = text.closest('a');
  if (!link) throw new Error(`${text.textContent ?? ''} is not in a link`);
  return link;
};

/** lestari.studio on the Kit plan: every fact, the shortcuts, storage and bandwidth against the plan, one bar a day. */
export const Active: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const t = storyText(context, 'host-detail');
    const frame = storyText(context, 'host-frame');
    const shell = storyText(context, 'shell');
    const { canvas, canvasElement, args, globals } = context;
    const locale = String(globals.language ?? 'en');
    const { host, server } = STUDIO.frame;
    const stats = STUDIO.stats;
    if (!stats) throw new Error('the studio has stats');

    await expect(await canvas.findByRole('heading', { level: 1, name: 'Info' })).toBeVisible();
    await expect(factOf(canvasElement, 'status')).toHaveTextContent(frame('status.active'));
    await expect(factOf(canvasElement, 'username')).toHaveTextContent(host.username);
    await expect(factOf(canvasElement, 'domain')).toHaveTextContent(host.domain);
    await expect(factOf(canvasElement, 'server')).toHaveTextContent(server.endpoint);
    await expect(factOf(canvasElement, 'ipv4')).toHaveTextContent(server.ip);
    await expect(factOf(canvasElement, 'ipv6')).toHaveTextContent(server.ip6 ?? 'an IPv6 address');
    await expect(factOf(canvasElement, 'ssl')).toHaveTextContent(formatDate(stats.ssl_expiry_at, locale) ?? 'a date');
    await expect(factOf(canvasElement, 'created')).toHaveTextContent(formatDate(host.created_at, locale) ?? 'a date');
    await expect(factOf(canvasElement, 'domain').querySelector('bdi')).toHaveAttribute('dir', 'ltr');

    const website = linkOf(canvas.getByText(t('actions.openWebsite')));
    await expect(website).toHaveAttribute('href', `https://${host.domain}`);
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website.getAttribute('rel')).toContain('noopener');
    await expect(canvasElement.querySelector('a[href*="loginas"]')).toBeNull();

    const shortcuts = canvas.getByRole('navigation', { name: t('shortcuts.title') });
    await expect(within(shortcuts).getByRole('link', { name: shell('routes.hostNginx') })).toHaveAttribute('href', `/user/host/nginx/${host.id}`);
    await expect(within(shortcuts).getAllByRole('link')).toHaveLength(6);

    const storage = hostStorageUsage(stats, STUDIO.plan);
    const bandwidth = hostBandwidthUsage(stats, STUDIO.plan);
    const reading = (amount: number, total: number) => t('usage.of', { amount: formatBytes(amount, locale), total: formatBytes(total, locale) });
    await expect(meterOf(canvasElement, 'total', t('storage.total'))).toHaveAttribute('aria-valuetext', reading(storage.used, storage.total));
    await expect(meterOf(canvasElement, 'files', t('storage.files'))).toHaveAttribute('aria-valuetext', reading(storage.files, storage.total));
    await expect(meterOf(canvasElement, 'databases', t('storage.databases'))).toHaveAttribute('aria-valuetext', reading(storage.databases, storage.total));
    await expect(meterOf(canvasElement, 'free', t('storage.free'))).toHaveAttribute('aria-valuetext', reading(storage.free, storage.total));
    await expect(meterOf(canvasElement, 'used', t('bandwidth.used'))).toHaveAttribute('aria-valuetext', reading(bandwidth.used, bandwidth.total));
    await expect(meterOf(canvasElement, 'remaining', t('bandwidth.remaining'))).toHaveAttribute('aria-valuetext', reading(bandwidth.remaining, bandwidth.total));

    // One bar a day, labelled by month and day in the story's language, the bytes in binary units: the chart's data
    // table (the plot draws the same data; Primitives/BarChart checks its bars).
    const days = bandwidthDays(stats.bandwidths);
    const table = canvas.getByRole('table', { name: t('bandwidth.chart') });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(days.length);
    const last = days.at(-1) ?? { day: '', bytes: 0 };
    await expect(rows.at(-1)).toHaveTextContent(`${formatMonthDay(last.day, locale)}${formatBytes(last.bytes, locale, 1)}`);

    await userEvent.click(canvas.getByRole('button', { name: t('actions.recount') }));
    await expect(args.onRecount).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('actions.update') }));
    await expect(args.onUpdate).toHaveBeenCalledOnce();
  },
};

/** The server has not counted the new API host yet: a clear note with the recount, no bars and no chart. */
export const NeverCounted: Story = {
  args: screenArgsOf(NEVER_COUNTED),
  play: async (context) => {
    const t = storyText(context, 'host-detail');
    const { canvas, canvasElement, args } = context;
    const note = (await canvas.findByRole('heading', { level: 3, name: t('usage.notCountedTitle') })).closest<HTMLElement>('[data-slot="empty-state"]');
    if (!note) throw new Error('no note');
    await expect(within(note).getByText(t('usage.notCountedText'))).toBeVisible();
    await expect(factOf(canvasElement, 'ssl')).toHaveTextContent(t('facts.notCounted'));
    await expect(canvasElement.querySelectorAll('[role="meter"]')).toHaveLength(0);
    await expect(canvas.queryByRole('figure')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: t('actions.recount') })).toHaveLength(1);
    await userEvent.click(within(note).getByRole('button', { name: t('actions.recount') }));
    await expect(args.onRecount).toHaveBeenCalledOnce();
  },
};

/** A suspended website: no website link, and only the shortcut whose page still works there (Deploy). */
export const Inactive: Story = {
  args: screenArgsOf(SUSPENDED),
  play: async (context) => {
    const t = storyText(context, 'host-detail');
    const frame = storyText(context, 'host-frame');
    const shell = storyText(context, 'shell');
    const { canvas, canvasElement } = context;
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Info' })).toBeVisible();
    await expect(factOf(canvasElement, 'status')).toHaveTextContent(frame('status.suspended'));
    await expect(canvas.queryByText(t('actions.openWebsite'))).toBeNull();
    await expect(canvasElement.querySelector('a[target="_blank"]')).toBeNull();
    const shortcuts = canvas.getByRole('navigation', { name: t('shortcuts.title') });
    await expect(within(shortcuts).getAllByRole('link').map((link) => link.textContent)).toEqual([shell('routes.hostRunner')]);
    await expect(canvasElement.querySelectorAll('[role="meter"]').length).toBeGreaterThan(0);
  },
};

/** The administrator (user id 1) also gets the login-as link. */
export const Administrator: Story = {
  args: { ...screenArgsOf(ADMIN_SITE), loginAsHref: `/userapi/loginas?host=${ADMIN_SITE.frame.host.domain}` },
  play: async (context) => {
    const t = storyText(context, 'host-detail');
    const { canvas } = context;
    const { host } = ADMIN_SITE.frame;
    const loginAs = linkOf(await canvas.findByText(t('actions.loginAs', { username: isolateLtr(host.username) })));
    await expect(loginAs).toHaveAttribute('href', `/userapi/loginas?host=${host.domain}`);
    await expect(loginAs).toHaveAttribute('target', '_blank');
    await expect(loginAs).toHaveAccessibleName(expect.stringContaining(t('actions.newTab')));
    await expect(linkOf(canvas.getByText(t('actions.openWebsite')))).toHaveAttribute('href', `https://${host.domain}`);
  },
};

/** Budi's website on the free plan: the bars count against its 1.5 GiB of storage and 2 GiB a month. */
export const FreePlan: Story = {
  args: screenArgsOf(FREE_SITE),
  play: async (context) => {
    const t = storyText(context, 'host-detail');
    const { canvas, canvasElement, globals } = context;
    const locale = String(globals.language ?? 'en');
    const stats = FREE_SITE.stats;
    if (!stats) throw new Error('the free site has stats');
    const storageTotal = formatBytes(1.5 * 1024 ** 3, locale);
    const networkTotal = formatBytes(2 * 1024 ** 3, locale);
    await expect(await canvas.findByText(t('usage.plan', { plan: FREE_SITE.plan.alias, storage: storageTotal, network: networkTotal }))).toBeVisible();
    await expect(meterOf(canvasElement, 'total', t('storage.total'))).toHaveAttribute('aria-valuetext', t('usage.of', { amount: formatBytes(hostStorageUsage(stats, FREE_SITE.plan).used, locale), total: storageTotal }));
    await expect(meterOf(canvasElement, 'remaining', t('bandwidth.remaining'))).toHaveAttribute('aria-valuetext', t('usage.of', { amount: formatBytes(hostBandwidthUsage(stats, FREE_SITE.plan).remaining, locale), total: networkTotal }));
  },
};

/** The stats are on their way: the facts show, the usage and the SSL expiry wait behind skeletons. */
export const Loading: Story = {
  args: { usageStatus: 'loading', stats: undefined },
  play: async (context) => {
    const t = storyText(context, 'host-detail');
    const { canvas, canvasElement } = context;
    await expect(await canvas.findByText(STUDIO.frame.host.domain)).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(factOf(canvasElement, 'ssl').querySelector('[data-slot="skeleton"]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('[role="meter"]')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: t('actions.recount') })).toBeNull();
  },
};

/** The stats call failed: the catalogue's fetch error with a retry; the facts the frame loaded stay. */
export const StatsError: Story = {
  args: { usageStatus: 'error', stats: undefined },
  play: async (context) => {
    const t = storyText(context, 'host-detail');
    const common = storyText(context, 'common');
    const { canvas, canvasElement, args } = context;
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(common('errors.fetch'));
    await expect(canvas.getByText(STUDIO.frame.host.domain)).toBeVisible();
    await expect(factOf(canvasElement, 'ssl')).toHaveTextContent(t('facts.unavailable'));
    await userEvent.click(within(alert).getByRole('button', { name: t('ui:retry') }));
    await expect(args.onRetryUsage).toHaveBeenCalledOnce();
  },
};
