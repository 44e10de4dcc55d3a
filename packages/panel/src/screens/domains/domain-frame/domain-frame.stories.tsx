import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeader } from '@hostdeck/ui';
import { storyText } from '@storybook-helpers/story-text';
import { DomainFrameScreen } from './domain-frame';
import { frameDomain, frameDomainOf, frameHrefOf } from './domain-frame.fixtures';

const meta = {
  title: 'Screens/Domains/DomainFrame',
  component: DomainFrameScreen,
  args: {
    domain: frameDomain,
    tab: 'detail',
    backHref: '/user/domain',
    hrefOf: frameHrefOf,
    children: <PageHeader title="Domain details" />,
  },
} satisfies Meta<typeof DomainFrameScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header: back link, name and status, the site link in a new tab, and the tab bar marking the current page. */
export const Default: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-frame');
    await expect(canvas.getByRole('link', { name: t('back') })).toHaveAttribute('href', '/user/domain');
    await expect(canvas.getByText(frameDomain.name)).toBeVisible();
    await expect(canvas.getByText(t('status.active'))).toBeVisible();
    const site = canvas.getByRole('link', { name: new RegExp(t('visit')) });
    await expect(site).toHaveAttribute('href', `https://${frameDomain.name}`);
    await expect(site).toHaveAttribute('target', '_blank');
    const nav = canvas.getByRole('navigation', { name: t('nav') });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([t('tabs.detail'), t('tabs.renew'), t('tabs.dns')]);
    await expect(within(nav).getByRole('link', { name: t('tabs.detail') })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: t('tabs.dns') })).toHaveAttribute('href', frameHrefOf('dns'));
  },
};

/** A pending domain on its DNS tab. */
export const PendingOnDns: Story = {
  args: { domain: frameDomainOf('pending'), tab: 'dns' },
  play: async (context) => {
    const t = storyText(context, 'domain-frame');
    await expect(context.canvas.getByText(t('status.pending'))).toBeVisible();
    const nav = context.canvas.getByRole('navigation', { name: t('nav') });
    await expect(within(nav).getByRole('link', { name: t('tabs.dns') })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: t('tabs.detail') })).not.toHaveAttribute('aria-current');
  },
};

/** While the domain loads: the back link and tabs, a placeholder for the name. */
export const Loading: Story = {
  args: { domain: undefined },
  play: async (context) => {
    const t = storyText(context, 'domain-frame');
    await expect(context.canvas.getByRole('link', { name: t('back') })).toBeVisible();
    await expect(context.canvas.queryByRole('link', { name: new RegExp(t('visit')) })).toBeNull();
  },
};
