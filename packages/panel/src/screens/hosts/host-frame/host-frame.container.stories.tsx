import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { HostFrameScreenContainer } from './host-frame.container';

const LOADED = { timeout: 5000 };

const meta = {
  title: 'Screens/Hosts/HostFrameContainer',
  component: HostFrameScreenContainer,
  args: {
    hostId: 1001,
    tab: 'nginx',
    title: 'NGINX',
    children: (frame) => <p data-testid="page">{`${frame.host.domain} ${frame.gate} ${frame.server.id}`}</p>,
  },
} satisfies Meta<typeof HostFrameScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active host: the page gets the host, its server and its gate. */
export const Allowed: Story = {
  ...panelStory(),
  play: async (context) => {
    const page = await context.canvas.findByTestId('page', {}, LOADED);
    await expect(page).toHaveTextContent(/^lestari\.studio allowed \d+$/);
    await expect(context.canvas.getByText(storyText(context, 'host-frame')('status.active'))).toBeVisible();
  },
};

/** A client reads the page without its writes. */
export const Client: Story = {
  ...panelStory({ scenario: 'client' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('page', {}, LOADED)).toHaveTextContent(/ read-only /);
  },
};

/** A suspended website (1005): the page's disabled message under its own title, and the way to the Info page. */
export const Inactive: Story = {
  ...panelStory(),
  args: { hostId: 1005 },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'host-frame');
    const notice = await canvas.findByText(t('inactive.title', { page: 'NGINX' }), {}, LOADED);
    await expect(notice).toBeVisible();
    await expect(canvas.getByText(t('inactive.suspended', { page: 'NGINX' }))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'NGINX' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('toDetail') })).toHaveAttribute('href', '/user/host/detail/1005');
    await expect(canvas.queryByTestId('page')).toBeNull();
  },
};

/** A member on an Admin page: the member message instead of the form. */
export const Member: Story = {
  ...panelStory({ scenario: 'member' }),
  args: { tab: 'rename', title: 'Change Username' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'host-frame');
    await expect(await canvas.findByText(storyText(context, 'common')('access.memberNotAllowed'), {}, LOADED)).toBeVisible();
    await expect(canvas.getByText(t('memberText', { page: 'Change Username' }))).toBeVisible();
    await expect(canvas.queryByTestId('page')).toBeNull();
  },
};

/** A website of no team of the user is an unknown page. */
export const NotFound: Story = {
  ...panelStory(),
  args: { hostId: 999_999 },
  play: async (context) => {
    await expect(await context.canvas.findByText(storyText(context, 'common')('notFound.title'), {}, LOADED)).toBeVisible();
  },
};

/** The host cannot be loaded: the fetch error with retry under the header, and no page. */
export const Error: Story = {
  ...panelStory({ scenario: 'failing' }),
  play: async (context) => {
    const alert = await context.canvas.findByRole('alert', {}, LOADED);
    await expect(alert).toHaveTextContent(storyText(context, 'common')('errors.fetch'));
    await expect(within(alert).getByRole('button', { name: storyText(context, 'ui')('retry') })).toBeEnabled();
    await expect(context.canvas.getByRole('heading', { level: 1, name: 'NGINX' })).toBeVisible();
  },
};
