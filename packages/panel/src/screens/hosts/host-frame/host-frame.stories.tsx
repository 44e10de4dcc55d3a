import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageHeader } from '@hostdeck/ui';
import { storyText } from '@storybook-helpers/story-text';
import type { HostTabRouteId } from '../../../rules/console-routes';
import { HostFrameScreen } from './host-frame';
import { frameHost, frameHrefOf } from './host-frame.fixtures';

const meta = {
  title: 'Screens/Hosts/HostFrame',
  component: HostFrameScreen,
  args: {
    host: frameHost,
    tab: 'nginx',
    backHref: '/user/host/list',
    hrefOf: frameHrefOf,
    children: <PageHeader title="NGINX" />,
  },
} satisfies Meta<typeof HostFrameScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header: back link, domain and status, and the Check menu naming and marking the current page. */
export const Default: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'host-frame');
    const shell = storyText(context, 'shell');
    await expect(canvas.getByRole('link', { name: t('back') })).toHaveAttribute('href', '/user/host/list');
    await expect(canvas.getByText(frameHost.domain)).toBeVisible();
    await expect(canvas.getByText(t('status.active'))).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: t('nav') });
    const check = within(nav).getByRole('button', { name: t('menuWithPage', { group: t('groups.check'), page: shell('routes.hostNginx') }) });
    await expect(check).toHaveAttribute('data-current', 'true');
    await expect(within(nav).getByRole('button', { name: t('groups.setup') })).not.toHaveAttribute('data-current');
    await userEvent.click(check);
    const menu = within(document.body).getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    // host-area 2: Check holds connection, log, nginx, dns, user and firewall, in that order.
    const checkTabs: HostTabRouteId[] = ['hostConnection', 'hostLog', 'hostNginx', 'hostDns', 'hostUser', 'hostFirewall'];
    await expect(items.map((item) => item.textContent)).toEqual(checkTabs.map((id) => shell(`routes.${id}`)));
    const current = within(menu).getByRole('menuitem', { name: shell('routes.hostNginx') });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).getByRole('menuitem', { name: shell('routes.hostDns') })).toHaveAttribute('href', frameHrefOf('dns'));
    await userEvent.keyboard('{Escape}');
  },
};

/** Setup lists its five pages, then the registered pages outside the three groups; Admin its six settings. */
export const SetupAndAdminMenus: Story = {
  args: { tab: 'webhook' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'host-frame');
    const shell = storyText(context, 'shell');
    const label = (id: HostTabRouteId) => shell(`routes.${id}`);
    await userEvent.click(canvas.getByRole('button', { name: t('menuWithPage', { group: t('groups.setup'), page: label('hostWebhook') }) }));
    let menu = within(document.body).getByRole('menu');
    const setup: HostTabRouteId[] = ['hostDetail', 'hostManage', 'hostRunner', 'hostDatabase', 'hostSoftware', 'hostEnvironment', 'hostScreend', 'hostWebhook'];
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(setup.map(label));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: t('groups.admin') }));
    menu = within(document.body).getByRole('menu');
    const admin: HostTabRouteId[] = ['hostRename', 'hostCname', 'hostPasswd', 'hostServer', 'hostTransfer', 'hostDelete'];
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(admin.map(label));
    await userEvent.keyboard('{Escape}');
  },
};

/** At 360 px the menus wrap under the domain and nothing overflows the page sideways. */
export const Narrow: Story = {
  args: { host: { ...frameHost, domain: 'a-very-long-subdomain-name.of-a-long-website-domain.example' } },
  decorators: [(Story) => <div style={{ width: 360 }} data-testid="narrow"><Story /></div>],
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(360);
    const buttons = within(canvas.getByRole('navigation')).getAllByRole('button');
    for (const button of buttons) await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(box.getBoundingClientRect().right + 0.5);
  },
};

/** While the host loads, the menus already work and the domain is a placeholder. */
export const Loading: Story = {
  args: { host: undefined },
  play: async (context) => {
    const t = storyText(context, 'host-frame');
    await expect(context.canvas.queryByText(t('status.active'))).toBeNull();
    await expect(context.canvas.getByRole('button', { name: t('groups.admin') })).toBeEnabled();
  },
};
