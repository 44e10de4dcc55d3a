import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { OrderGateScreenContainer } from './order-gate.container';
import { fillFreeTeam } from './order-gate.fixtures';

/** Stands for the ordering wizard the gate lets through. */
const WIZARD = 'wizard-stand-in';

const meta = {
  title: 'Screens/Hosts/OrderGateContainer',
  component: OrderGateScreenContainer,
  args: { children: <div data-testid={WIZARD} /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof OrderGateScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maya owns a paid team with room for one more website: the wizard opens. */
export const Default: Story = {
  ...panelStory(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId(WIZARD)).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

/** Dewi is a member of Lestari Studio: told before the first step that only owners and admins order. */
export const Member: Story = {
  ...panelStory({ scenario: 'member' }),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'order-gate');
    await expect(await canvas.findByRole('heading', { level: 2, name: t('role.title') })).toBeVisible();
    await expect(canvas.getByText(t('role.member'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('backToList') })).toHaveAttribute('href', '/user/host/list');
    await expect(canvas.queryByTestId(WIZARD)).not.toBeInTheDocument();
  },
};

/** A client of the studio is told the same. */
export const Client: Story = {
  ...panelStory({ scenario: 'client' }),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'order-gate');
    await expect(await canvas.findByText(t('role.client'))).toBeVisible();
    await expect(canvas.queryByTestId(WIZARD)).not.toBeInTheDocument();
  },
};

/** A banned plan (-2): the banned notice and the way forward instead of the wizard. */
export const Banned: Story = {
  ...panelStory({ scenario: 'banned' }),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'order-gate');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('common:access.banned'));
    await expect(canvas.getByRole('heading', { level: 2, name: t('banned.title') })).toBeVisible();
    await expect(canvas.queryByTestId(WIZARD)).not.toBeInTheDocument();
  },
};

/** A locked plan (-1) goes on to the wizard, whose first step is the invite gate. */
export const Locked: Story = {
  ...panelStory({ scenario: 'locked' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId(WIZARD)).toBeInTheDocument();
  },
};

/** Budi's free team has its three websites: the limit, counted as the user menu counts it, with the upgrade link. */
export const Limit: Story = {
  ...panelStory({ scenario: 'free', prepare: (store) => store.update(fillFreeTeam) }),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'order-gate');
    await expect(await canvas.findByRole('heading', { level: 2, name: t('limit.title') })).toBeVisible();
    await expect(canvas.getByText(t('limit.text', { count: 3, used: 3, plan: 'Free' }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('limit.upgrade') })).toHaveAttribute('href', '/user/upgrade');
    await expect(canvas.queryByTestId(WIZARD)).not.toBeInTheDocument();
  },
};

/** With one website fewer, the same team orders. */
export const FreeWithRoom: Story = {
  ...panelStory({ scenario: 'free' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId(WIZARD)).toBeInTheDocument();
  },
};
