import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { OrderGateScreen } from './order-gate';
import { FULL_PLAN_ALIAS, LIMIT_REFUSAL } from './order-gate.fixtures';

const meta = {
  title: 'Screens/Hosts/OrderGate',
  component: OrderGateScreen,
  args: {
    refusal: { kind: 'role', role: 'member' },
    planAlias: 'Kit',
    hostListHref: '/user/host/list',
    upgradeHref: '/user/upgrade',
    membersHref: '/user/member',
  },
} satisfies Meta<typeof OrderGateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member is told before the first step that only owners and admins order, and where to go instead. */
export const Member: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'order-gate');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('title') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: t('role.title') })).toBeVisible();
    await expect(canvas.getByText(t('role.member'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('role.members') })).toHaveAttribute('href', '/user/member');
    await expect(canvas.getByRole('link', { name: t('backToList') })).toHaveAttribute('href', '/user/host/list');
    await expect(canvas.queryByRole('link', { name: t('limit.upgrade') })).not.toBeInTheDocument();
  },
};

/** A client reads the same rule in a client's words. */
export const Client: Story = {
  args: { refusal: { kind: 'role', role: 'client' } },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'order-gate');
    await expect(await canvas.findByText(t('role.client'))).toBeVisible();
    await expect(canvas.queryByText(t('role.member'))).not.toBeInTheDocument();
  },
};

/** A banned plan: 'Your account is banned, sorry.', and the way forward (support, the website list). */
export const Banned: Story = {
  args: { refusal: { kind: 'banned' } },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'order-gate');
    await expect(await canvas.findByRole('heading', { level: 2, name: t('banned.title') })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('common:access.banned'));
    await expect(canvas.getByText(t('banned.text'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('backToList') })).toHaveAttribute('href', '/user/host/list');
  },
};

/** The plan's website limit reached: the count against the limit, and the upgrade link first. */
export const Limit: Story = {
  args: { refusal: LIMIT_REFUSAL, planAlias: FULL_PLAN_ALIAS },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'order-gate');
    await expect(await canvas.findByRole('heading', { level: 2, name: t('limit.title') })).toBeVisible();
    await expect(canvas.getByText(t('limit.text', { count: 3, used: 3, plan: 'Free' }))).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName(t('limit.upgrade'));
    await expect(links[0]).toHaveAttribute('href', '/user/upgrade');
  },
};
