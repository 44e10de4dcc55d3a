import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { CreateHostScreenContainer } from './create-host.container';

const meta = {
  title: 'Screens/Hosts/CreateHostContainer',
  component: CreateHostScreenContainer,
  args: { onCreated: fn() },
} satisfies Meta<typeof CreateHostScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid owner starts at the template tiles (no invite gate): three numbered steps, no way back yet. */
export const Default: Story = {
  ...panelStory(),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'create-host');
    await expect(await canvas.findByRole('button', { name: 'WordPress' })).toBeVisible();
    await expect(canvas.getByText(t('ui:step', { current: 1, total: 3 }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('back') })).not.toBeInTheDocument();
  },
};

/** Choosing a tile loads its recipe and opens the order form; ordering reports the new host. */
export const OrdersFromTile: Story = {
  ...panelStory(),
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'create-host');
    await userEvent.click(await canvas.findByRole('button', { name: 'WordPress' }));
    await expect(await canvas.findByText(t('ui:step', { current: 3, total: 3 }))).toBeVisible();
    const submit = await canvas.findByRole('button', { name: t('order-form:submit') });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith(expect.any(Number)));
  },
};

/** The custom step checks the script as it is typed: a valid one can go on; Back returns to the tiles. */
export const WritesCustomScript: Story = {
  ...panelStory(),
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'create-host');
    await userEvent.click(await canvas.findByRole('button', { name: (name) => name.startsWith(t('template-gallery:custom')) }));
    await expect(await canvas.findByText(t('ui:step', { current: 2, total: 3 }))).toBeVisible();
    const next = canvas.getByRole('button', { name: t('custom.continue') });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: t('back') }));
    await expect(await canvas.findByRole('button', { name: 'WordPress' })).toBeVisible();
  },
};

/** A locked plan (-1) opens on the invite gate, numbered as the first of four steps. */
export const Locked: Story = {
  ...panelStory({ scenario: 'locked' }),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'create-host');
    await expect(await canvas.findByText(t('ui:step', { current: 1, total: 4 }))).toBeVisible();
    await expect(canvas.getByLabelText(t('invite-gate:inviteLabel'))).toBeVisible();
  },
};

/** A banned account (-2) sees the gate's banned hint, and no way to unlock. */
export const Banned: Story = {
  ...panelStory({ scenario: 'banned' }),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'create-host');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('common:access.banned'));
    await expect(canvas.getByText(t('ui:step', { current: 1, total: 4 }))).toBeVisible();
    await expect(canvas.queryByLabelText(t('invite-gate:inviteLabel'))).not.toBeInTheDocument();
  },
};

/** A `?from=` template that cannot be fetched shows the missingTemplate alert in the custom step. */
export const FromTemplateMissing: Story = {
  ...panelStory(),
  args: { from: 'no/such-recipe.yml' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'create-host');
    await expect(await canvas.findByText(t('common:errors.missingTemplate'))).toBeVisible();
    await expect(canvas.getByText(t('ui:step', { current: 2, total: 3 }))).toBeVisible();
  },
};
