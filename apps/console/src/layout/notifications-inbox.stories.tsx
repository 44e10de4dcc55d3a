import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText, type StoryText } from '@storybook-helpers/story-text';
import { NotificationsInbox, type InboxNotification } from './notifications-inbox';

const NOTIFICATIONS: InboxNotification[] = [
  { id: 1, title: 'blog.example.com was deployed', time: '2025-06-01 10:15:00', isRead: false },
  { id: 2, title: 'Backup of shop.example.com finished', time: '2025-06-01 08:00:00', isRead: false },
  { id: 3, title: 'Invoice #1042 is waiting for payment', time: '2025-05-30 14:40:00', isRead: false },
  { id: 4, title: 'Welcome to Hostdeck', time: '2025-05-01 09:00:00', isRead: true },
];

const meta = {
  title: 'Console/Layout/NotificationsInbox',
  component: NotificationsInbox,
  args: { notifications: NOTIFICATIONS, onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div className="flex justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationsInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bell's name: its title, then how many are unread (none said when everything is read). */
const bellName = (t: StoryText<'shell'>, unread: number) => (unread > 0 ? `${t('topBar.notifications')} ${t('topBar.unread', { count: unread })}` : t('topBar.notifications'));

export const Unread: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyText(context, 'shell');
    const trigger = await within(canvasElement).findByRole('button', { name: bellName(t, 3) });
    // Keyboard: Enter opens, Escape closes and gives focus back.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = within(await screen.findByRole('dialog', { name: t('topBar.notifications') }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const items = panel.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('blog.example.com was deployed');
    await expect(items.filter((item) => item.dataset.read === 'false')).toHaveLength(3);
    await expect(items[0]?.querySelector('time')).toHaveAttribute('datetime', '2025-06-01T10:15:00.000Z');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const ManyUnread: Story = {
  args: {
    notifications: Array.from({ length: 12 }, (_, index) => ({ id: index, title: `Deployment ${index + 1} finished`, time: '2025-06-01 10:00:00', isRead: false })),
  },
  play: async (context) => {
    const t = storyText(context, 'shell');
    await userEvent.click(await within(context.canvasElement).findByRole('button', { name: bellName(t, 12) }));
    const panel = within(await screen.findByRole('dialog', { name: t('topBar.notifications') }));
    await expect(panel.getAllByRole('listitem')).toHaveLength(12);
  },
};

export const AllRead: Story = {
  args: { notifications: NOTIFICATIONS.map((notification) => ({ ...notification, isRead: true })) },
  play: async (context) => {
    // No badge once everything is read.
    await expect(await within(context.canvasElement).findByRole('button', { name: bellName(storyText(context, 'shell'), 0) })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async (context) => {
    const t = storyText(context, 'shell');
    await userEvent.click(await within(context.canvasElement).findByRole('button', { name: bellName(t, 0) }));
    const panel = within(await screen.findByRole('dialog', { name: t('topBar.notifications') }));
    await expect(panel.getByText(t('topBar.noNotifications'))).toBeVisible();
    await expect(panel.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async (context) => {
    const t = storyText(context, 'shell');
    // While loading there is no count yet.
    await userEvent.click(await within(context.canvasElement).findByRole('button', { name: bellName(t, 0) }));
    const panel = within(await screen.findByRole('dialog', { name: t('topBar.notifications') }));
    await expect(panel.getByRole('status')).toHaveTextContent(t('ui:loading'));
    await expect(panel.queryByRole('list')).not.toBeInTheDocument();
  },
};
