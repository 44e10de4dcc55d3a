import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { CreateHostScreen } from './create-host-screen';
import { CreateHostContainer } from './create-host.container';

const meta = {
  title: 'Screens/Hosts/Create/Wizard',
  component: CreateHostContainer,
  args: { onCreated: fn() },
} satisfies Meta<typeof CreateHostContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid owner starts at the template tiles (no invite gate): three numbered steps. */
export const Templates: Story = {
  ...panelStory(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'WordPress' })).toBeVisible();
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  },
};

/** Choosing a tile loads its recipe and opens the order form; ordering reports the new host. */
export const OrderFromTile: Story = {
  ...panelStory(),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'WordPress' }));
    await expect(await canvas.findByText('Step 3 of 3')).toBeVisible();
    const submit = await canvas.findByRole('button', { name: 'Create website' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith(expect.any(Number)));
  },
};

/** The custom step checks the script as it is typed: an invalid one cannot go on; Back returns to the tiles. */
export const CustomScript: Story = {
  ...panelStory(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Custom template/ }));
    await expect(await canvas.findByText('Step 2 of 3')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Continue to the order form' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('button', { name: 'WordPress' })).toBeVisible();
  },
};

/** A locked plan (-1) opens on the invite gate, numbered as step 0 of four. */
export const LockedPlanGate: Story = {
  ...panelStory({ scenario: 'locked' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Step 1 of 4')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Invite code/ })).toBeVisible();
  },
};

/** A `?from=` template that cannot be fetched shows the missingTemplate alert; the tiles stay usable. */
export const MissingFromTemplate: Story = {
  ...panelStory(),
  args: { from: 'no/such-recipe.yml' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to fetch the data template. Maybe the file still missing.')).toBeVisible();
  },
};

/** The frame alone, as designers see it: the step named as current, with a way back. */
export const Frame: StoryObj<typeof CreateHostScreen> = {
  render: () => (
    <CreateHostScreen steps={['templates', 'custom', 'order']} currentStep="custom" onBack={fn()}>
      <p>Step content</p>
    </CreateHostScreen>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order a new host' })).toBeVisible();
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
  },
};
