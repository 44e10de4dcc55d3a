import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_TEAM_ID, formatDateTime, type WorldStore } from '@hostdeck/mock-api';
import { panelStory } from '@storybook-helpers/panel-story';
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
export const OwnerPaid: Story = {
  ...owner,
  args: { clock: owner.store.now },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'lestari.studio' })).toHaveAttribute('href', '/user/host/detail/1001');
    await expect(canvas.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/user/host/create');
    await expect(canvas.getByRole('alert')).toHaveTextContent('old server sga');
    await expect(canvas.getByRole('link', { name: 'promo2024.lestari.studio' }).closest('tr')).toHaveAttribute('data-removed', 'true');
    const before = studioTeam(owner.store)?.evaluated_at;
    const button = canvas.getByRole('button', { name: 'Update Usage' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(await canvas.findByText(/^Available again in (60|59) s$/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Update Usage' })).toBeDisabled();
    await expect(studioTeam(owner.store)?.evaluated_at).not.toBe(before);
  },
};

export const MemberView: Story = {
  ...panelStory({ scenario: 'member' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'lestari.studio' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  },
};

const cooling = panelStory({ prepare: evaluatedAgo(15_000) });

/** Evaluated 15 s ago: Update Usage waits about 45 s, then is enabled again when the time runs out. */
export const RecountCoolingDown: Story = {
  ...cooling,
  args: { clock: cooling.store.now },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Available again in 4[4-5] s$/)).toBeInTheDocument();
    const button = canvas.getByRole('button', { name: 'Update Usage' });
    await expect(button).toBeDisabled();
    cooling.store.advance(45_000);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Update Usage' })).toBeEnabled(), { timeout: 3000 });
    await expect(canvas.queryByText(/Available again/)).not.toBeInTheDocument();
  },
};

export const PaymentReturned: Story = {
  ...panelStory(),
  args: { message: 'payment-return' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('status');
    await expect(banner).toHaveTextContent('Thank you for your purchase!');
    await userEvent.click(within(banner).getByRole('button', { name: 'Close' }));
    await expect(args.onDismissMessage).toHaveBeenCalledOnce();
  },
};

export const PaymentCancelled: Story = {
  ...panelStory(),
  args: { message: 'payment-cancel' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your payment was cancelled. Nothing was charged.')).toBeInTheDocument();
  },
};

export const FilteredByServer: Story = {
  ...panelStory(),
  args: { serverId: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Server: sgp')).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'lestari.studio' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'shop.lestari.studio' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show websites on every server' }));
    await expect(args.onServerFilterChange).toHaveBeenCalledWith(undefined);
  },
};

export const EmptyTeam: Story = {
  ...panelStory({ scenario: 'empty' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No websites yet' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  ...panelStory({ scenario: 'slow' }),
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every answer of the slow world comes late: the session first, then the list, shaped by the skeleton meanwhile.
    await expect(await canvas.findByTestId('host-list-skeleton', {}, { timeout: 6000 })).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'lestari.studio' }, { timeout: 6000 })).toBeInTheDocument();
    await expect(canvas.queryByTestId('host-list-skeleton')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  ...panelStory({ scenario: 'failing' }),
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error fetching data! try again later')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};
