import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from './field';
import { Input } from './input';
import { Textarea } from './textarea';
import { Select } from './select';
import { Checkbox } from './checkbox';
import { Switch } from './switch';
import { RadioGroup, RadioGroupItem } from './radio-group';
import { Link } from './link';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: { label: 'Host name', children: <Input /> },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: () => (
    <div className="grid max-w-md gap-6">
      <Field label="Host name">
        <Input placeholder="web-01" />
      </Field>
      <Field label="Domain" hint="Without https://, for example example.com">
        <Input />
      </Field>
      <Field label="Database name" isRequired error="Use at least 3 characters" hint="Letters, digits and dashes">
        <Input defaultValue="db" />
      </Field>
      <Field label="Server IP" hint="Assigned by the platform">
        <Input readOnly defaultValue="203.0.113.7" />
      </Field>
      <Field label="Old name">
        <Input disabled defaultValue="legacy-01" />
      </Field>
      <Field label="Plan" error="Choose a plan">
        <RadioGroup>
          <RadioGroupItem value="shared" label="Shared" />
          <RadioGroupItem value="vps" label="VPS" />
        </RadioGroup>
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Database name' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Server IP' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Old name' })).toBeDisabled();
    await expect(canvas.getByRole('radiogroup', { name: 'Plan' })).toHaveAccessibleDescription('Choose a plan');
    // The invalid border must really change colour, or the error is only announced, never seen.
    const invalid = canvas.getByRole('textbox', { name: 'Database name' });
    const valid = canvas.getByRole('textbox', { name: 'Host name' });
    await expect(getComputedStyle(invalid).borderColor).not.toBe(getComputedStyle(valid).borderColor);
  },
};

function HostNameForm() {
  const [value, setValue] = useState('');
  return (
    <div className="grid max-w-sm gap-3">
      <Field label="Host name" hint="Lower case is applied as you type">
        <Input value={value} onChange={(event) => setValue(event.target.value.toLowerCase())} />
      </Field>
      <p>Saved as: {value}</p>
    </div>
  );
}

export const TypingUpdatesTheValue: Story = {
  render: () => <HostNameForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Clicking the label must focus the control: proof that label and control are wired by id.
    await userEvent.click(canvas.getByText('Host name'));
    const input = canvas.getByRole('textbox', { name: 'Host name' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Web-01');
    await expect(input).toHaveValue('web-01');
    await expect(await canvas.findByText('Saved as: web-01')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Lower case is applied as you type');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvasElement.querySelector('[data-slot="field"]')).not.toHaveAttribute('data-invalid');
  },
};

export const ErrorIsAnnounced: Story = {
  args: { error: 'Too short', hint: 'Letters, digits and dashes', isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Host name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Letters, digits and dashes Too short');
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    await expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Letters, digits and dashes', 'Too short']);
    await expect(canvasElement.querySelector('[data-slot="field"]')).toHaveAttribute('data-invalid', 'true');
  },
};

export const TabOrder: Story = {
  render: () => (
    <form className="grid max-w-sm gap-4" onSubmit={(event) => event.preventDefault()}>
      <Field label="Host name">
        <Input />
      </Field>
      <Field label="Old name">
        <Input disabled />
      </Field>
      <Field label="Notes">
        <Textarea />
      </Field>
      <Field label="Region">
        <Select><option value="eu">Europe</option></Select>
      </Field>
      <Checkbox label="Enable backups" />
      <Checkbox label="Legacy mode" disabled />
      <Switch label="Auto-renew" />
      <Switch label="Locked" disabled />
      <Field label="Plan">
        <RadioGroup defaultValue="vps">
          <RadioGroupItem value="shared" label="Shared" />
          <RadioGroupItem value="vps" label="VPS" />
          <RadioGroupItem value="dedicated" label="Dedicated" disabled />
        </RadioGroup>
      </Field>
      <Link href="#help">Help</Link>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = [
      canvas.getByRole('textbox', { name: 'Host name' }),
      canvas.getByRole('textbox', { name: 'Notes' }),
      canvas.getByRole('combobox', { name: 'Region' }),
      canvas.getByRole('checkbox', { name: 'Enable backups' }),
      canvas.getByRole('switch', { name: 'Auto-renew' }),
      canvas.getByRole('radio', { name: 'VPS' }),
      canvas.getByRole('link', { name: 'Help' }),
    ];
    await userEvent.click(canvas.getByText('Host name'));
    for (const [index, control] of order.entries()) {
      if (index > 0) await userEvent.tab();
      await expect(control).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await expect(order[5]).toHaveFocus();
  },
};
