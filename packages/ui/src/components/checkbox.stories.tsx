import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';
import { Field } from './field';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Enable daily backups', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = [
  { name: 'Unchecked', checked: false },
  { name: 'Checked', checked: true },
  { name: 'Indeterminate', checked: 'indeterminate' },
] as const;

export const Catalog: Story = {
  tags: ['palettes'],
  render: () => (
    <div className="grid gap-2">
      {states.map(({ name, checked }) => (
        <div key={name} className="flex flex-wrap gap-6">
          <Checkbox label={name} defaultChecked={checked} />
          <Checkbox label={`${name} disabled`} defaultChecked={checked} disabled />
          <Checkbox aria-label={`${name} without label`} defaultChecked={checked} />
        </div>
      ))}
      <Field label="Terms" error="Accept the terms to continue" isRequired>
        <Checkbox label="I accept the terms of service" />
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Checked' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Indeterminate' })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Unchecked disabled' })).toBeDisabled();
    const terms = canvas.getByRole('checkbox', { name: /I accept the terms/ });
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toBeRequired();
    await expect(terms).toHaveAccessibleDescription('Accept the terms to continue');
  },
};

export const ClickAndSpace: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Enable daily backups' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // The label is part of the target.
    await userEvent.click(canvas.getByText('Enable daily backups'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

export const IndeterminateBecomesChecked: Story = {
  args: { defaultChecked: 'indeterminate' },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Enable daily backups' });
    await expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(getComputedStyle(checkbox).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(checkbox).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const DisabledIgnoresClicks: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Enable daily backups' });
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await userEvent.click(canvas.getByText('Enable daily backups'), { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
