import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from './field';
import { RadioGroup, RadioGroupItem } from './radio-group';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { onValueChange: fn(), defaultValue: 'shared' },
  render: (args) => (
    <Field label="Plan" hint="You can upgrade at any time">
      <RadioGroup {...args}>
        <RadioGroupItem value="shared" label="Shared hosting" />
        <RadioGroupItem value="vps" label="Virtual server" />
        <RadioGroupItem value="dedicated" label="Dedicated server" disabled />
        <RadioGroupItem value="cloud" label="Cloud cluster" />
      </RadioGroup>
    </Field>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: () => (
    <div className="grid max-w-3xl gap-8 sm:grid-cols-3">
      <Field label="Default">
        <RadioGroup defaultValue="daily">
          <RadioGroupItem value="daily" label="Daily" />
          <RadioGroupItem value="weekly" label="Weekly" />
          <RadioGroupItem value="never" label="Never (disabled)" disabled />
        </RadioGroup>
      </Field>
      <Field label="Invalid" error="Choose how often to back up" isRequired>
        <RadioGroup>
          <RadioGroupItem value="daily" label="Daily" />
          <RadioGroupItem value="weekly" label="Weekly" />
        </RadioGroup>
      </Field>
      <Field label="Disabled" hint="Managed by your reseller">
        <RadioGroup defaultValue="weekly" disabled>
          <RadioGroupItem value="daily" label="Daily" />
          <RadioGroupItem value="weekly" label="Weekly" />
        </RadioGroup>
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invalid = canvas.getByRole('radiogroup', { name: 'Invalid' });
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid).toHaveAttribute('aria-required', 'true');
    await expect(invalid).toHaveAccessibleDescription('Choose how often to back up');
    const disabled = within(canvas.getByRole('radiogroup', { name: 'Disabled' }));
    await expect(disabled.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await expect(disabled.getByRole('radio', { name: 'Daily' })).toBeDisabled();
  },
};

/**
 * Holds an arrow key until the radio under it is checked, then lets go. Radix selects on the focus that follows a
 * held arrow key, and a real key press lasts longer than the one tick user-event's press takes.
 */
async function pressArrow(key: 'ArrowDown' | 'ArrowUp', expected: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(expected).toBeChecked());
  await userEvent.keyboard(`{/${key}}`);
}

export const ArrowKeysMoveTheSelection: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Plan' })).toHaveAccessibleDescription('You can upgrade at any time');
    const shared = canvas.getByRole('radio', { name: 'Shared hosting' });
    await userEvent.tab();
    await expect(shared).toHaveFocus();
    const vps = canvas.getByRole('radio', { name: 'Virtual server' });
    const cloud = canvas.getByRole('radio', { name: 'Cloud cluster' });
    await pressArrow('ArrowDown', vps);
    await expect(vps).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('vps');
    // The disabled item is skipped.
    await pressArrow('ArrowDown', cloud);
    await expect(cloud).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('cloud');
    await pressArrow('ArrowUp', vps);
    await expect(shared).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
  },
};

export const ClickALabel: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Cloud cluster'));
    await expect(canvas.getByRole('radio', { name: 'Cloud cluster' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('cloud');
    await userEvent.click(canvas.getByText('Dedicated server'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'Dedicated server' })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};
