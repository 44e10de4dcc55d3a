import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DEFAULT_TEAM_ID, formatDateTime, type WorldStore } from '@hostdeck/mock-api';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText, storyTextPattern } from '@storybook-helpers/story-text';
import { HostListScreenContainer } from './host-list.container';

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
    await expect(await canvas.findByRole('link', { name: 'lestari.studio' })).toHaveAttribute('href', '/user/host/detail/1001');
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
    const banner = await canvas.findByRole('status');
    await expect(banner).toHaveTextContent(t('thanks'));
    await userEvent.click(within(banner).getByRole('button', { name: t('ui:close') }));
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
