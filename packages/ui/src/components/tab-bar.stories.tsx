import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TabBar, type TabBarItem } from './tab-bar';

const items: TabBarItem[] = [
  { id: 'overview', label: 'Overview', href: '#overview', isCurrent: true },
  { id: 'domains', label: 'Domains', href: '#domains' },
  { id: 'mail', label: 'Mail', href: '#mail' },
  { id: 'databases', label: 'Databases', href: '#databases', isDisabled: true },
  { id: 'webhooks', label: 'Webhooks', href: '#webhooks' },
  { id: 'settings', label: 'Settings', href: '#settings' },
];

const meta = {
  title: 'Primitives/TabBar',
  component: TabBar,
  args: { label: 'Site sections', items },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Site sections' });
    await expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Domains' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('link', { name: 'Databases' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(nav).getByRole('link', { name: 'Databases' })).not.toHaveAttribute('href');
  },
};

export const KeyboardSkipsDisabled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Webhooks' })).toHaveFocus();
  },
};

const navigate = fn();

/** A router's link component would go here; this one records where it was asked to go. */
export const WithRouterLink: Story = {
  args: {
    renderLink: (item, { children, href, ...props }) => (
      <a
        {...props}
        href={href}
        data-router-link=""
        onClick={(event) => {
          event.preventDefault();
          navigate(item.id);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const mail = canvas.getByRole('link', { name: 'Mail' });
    await expect(mail).toHaveAttribute('data-router-link');
    await expect(mail).toHaveAttribute('href', '#mail');
    await userEvent.click(mail);
    await expect(navigate).toHaveBeenCalledWith('mail');
    mail.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NarrowScrolls: Story = {
  decorators: [
    (Story) => (
      <div className="w-50">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    const settings = canvas.getByRole('link', { name: 'Settings' });
    settings.focus();
    await expect(settings).toHaveFocus();
    // Focusing a tab out of view scrolls the bar to it.
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};

/** Opened on a tab out of view at 360 px, the bar starts scrolled to it. */
export const NarrowShowsCurrent: Story = {
  args: { items: items.map((item) => ({ ...item, isCurrent: item.id === 'settings' })) },
  decorators: NarrowScrolls.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    const settings = canvas.getByRole('link', { name: 'Settings' });
    await expect(settings).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(Math.abs(list.scrollLeft)).toBeGreaterThan(0));
    const box = list.getBoundingClientRect();
    const tab = settings.getBoundingClientRect();
    await expect(tab.left).toBeGreaterThanOrEqual(box.left - 1);
    await expect(tab.right).toBeLessThanOrEqual(box.right + 1);
    // The page itself did not scroll sideways.
    await expect(document.scrollingElement?.scrollLeft).toBe(0);
  },
};
