import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HostListScreen } from './host-list';
import { hostListStoryArgs } from './host-list-story-args';
import { REMOVED_HOST, SGA_HOST, STORY_HOSTS } from './host-list-story-data';

const meta = {
  title: 'Screens/Hosts/HostList',
  component: HostListScreen,
  args: { ...hostListStoryArgs(STORY_HOSTS), onRetry: fn(), onDismissBanner: fn() },
} satisfies Meta<typeof HostListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The body rows' domains, top to bottom. */
const domains = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1).map((row) => within(row).getByRole('link').textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Websites' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(STORY_HOSTS.length + 1);
    await expect(canvas.getByRole('link', { name: 'lestari.studio' })).toHaveAttribute('href', '/user/host/detail/1001');
    await expect(canvas.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/user/host/create');
    await expect(canvas.getByRole('button', { name: 'Update Usage' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Extended columns' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('columnheader', { name: /Username/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

export const ExtendedColumns: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Extended columns' }));
    await expect(canvas.getByRole('button', { name: 'Extended columns' })).toHaveAttribute('aria-pressed', 'true');
    for (const name of [/Username/, /Server/, /Created/]) await expect(canvas.getByRole('columnheader', { name })).toBeInTheDocument();
    const row = canvas.getByRole('link', { name: 'n8n.lestari.studio' }).closest('tr') as HTMLElement;
    await expect(within(row).getByText('n8n-automation')).toBeInTheDocument();
    await expect(within(row).getByText('Apr 1, 2025')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Show only websites on wdc' }));
    await expect(args.onServerFilterChange).toHaveBeenCalledWith(3);
  },
};

export const SortedByColumn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = await canvas.findByRole('columnheader', { name: /Domain/ });
    await expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button', { name: /Domain/ }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(domains(canvasElement)).toEqual(['api.lestari.studio', 'kopilestari.com', 'lestari.studio', 'n8n.lestari.studio', 'shop.lestari.studio']);
    await userEvent.click(within(header).getByRole('button', { name: /Domain/ }));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(domains(canvasElement)[0]).toBe('shop.lestari.studio');
    const status = canvas.getByRole('columnheader', { name: /Status/ });
    await userEvent.click(within(status).getByRole('button'));
    await expect(status).toHaveAttribute('aria-sort', 'ascending');
    await expect(header).not.toHaveAttribute('aria-sort');
    await expect(domains(canvasElement).slice(-1)).toEqual(['api.lestari.studio']);
  },
};

export const EmptyList: Story = {
  args: { hosts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No websites yet' })).toBeInTheDocument();
    await expect(canvas.getByText('Create your first website from a template, an upload or a Git repository.')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Create' })).toBeInTheDocument();
  },
};

export const MemberView: Story = {
  args: { canCreate: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'lestari.studio' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Update Usage' })).toBeInTheDocument();
  },
};

export const LegacyServerWarning: Story = {
  args: { hosts: [...STORY_HOSTS, SGA_HOST] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Some websites are on the old server sga, which will be shut down in mid July 2025. Move them to another server.');
  },
};

export const ThankYouBanner: Story = {
  args: { banner: 'thanks' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('status');
    await expect(banner).toHaveTextContent('Thank you for your purchase!');
    await userEvent.click(within(banner).getByRole('button', { name: 'Close' }));
    await expect(args.onDismissBanner).toHaveBeenCalledOnce();
  },
};

export const CancelledBanner: Story = {
  args: { banner: 'cancelled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your payment was cancelled. Nothing was charged.');
    await expect(canvas.queryByText(/Thank you/)).not.toBeInTheDocument();
  },
};

export const RecountCoolingDown: Story = {
  args: { recountCooldownMs: 41_200 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Update Usage' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Available again in 42 s');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onRecount).not.toHaveBeenCalled();
  },
};

export const RecountAvailable: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Update Usage' });
    await expect(button).toBeEnabled();
    await expect(canvas.queryByText(/Available again/)).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onRecount).toHaveBeenCalledOnce();
  },
};

export const Recounting: Story = {
  args: { isRecounting: true },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Update Usage' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  args: { status: 'loading', hosts: [] },
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('host-list-skeleton')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Websites' }).parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Update Usage' })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', hosts: [] },
  tags: ['!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error fetching data! try again later');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const RemovedRowHighlighted: Story = {
  args: { hosts: [...STORY_HOSTS, REMOVED_HOST] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const removed = (await canvas.findByRole('link', { name: 'promo2024.lestari.studio' })).closest('tr') as HTMLElement;
    await expect(removed).toHaveAttribute('data-removed', 'true');
    await expect(within(removed).getByText('Removed')).toBeInTheDocument();
    await expect(getComputedStyle(removed).backgroundColor).not.toBe(getComputedStyle(canvas.getByRole('link', { name: 'lestari.studio' }).closest('tr') as HTMLElement).backgroundColor);
    await expect(canvasElement.querySelectorAll('tr[data-removed]')).toHaveLength(1);
  },
};

export const FilteredByServer: Story = {
  args: { serverId: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Server: wdc')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Server' })).toHaveValue('3');
    await expect(domains(canvasElement)).toEqual(['n8n.lestari.studio', 'api.lestari.studio', 'shop.lestari.studio']);
    await userEvent.click(canvas.getByRole('button', { name: 'Show websites on every server' }));
    await expect(args.onServerFilterChange).toHaveBeenCalledWith(undefined);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Server' }), 'sga');
    await expect(args.onServerFilterChange).toHaveBeenLastCalledWith(1);
  },
};

export const FilteredToNothing: Story = {
  args: { serverId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No websites on sga' })).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const SecondPage: Story = {
  args: { page: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pagination = await canvas.findByRole('navigation', { name: 'Pagination' });
    await expect(within(pagination).getByText('Page 2')).toBeInTheDocument();
    await expect(within(pagination).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(pagination).getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};
