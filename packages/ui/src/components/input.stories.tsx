import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from './field';
import { Input, type InputSize } from './input';

const sizes: InputSize[] = ['sm', 'md'];

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { onChange: fn() },
  render: (args) => (
    <Field label="Host name" hint="Letters, digits and dashes" className="max-w-sm">
      <Input {...args} />
    </Field>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: () => (
    <div className="grid max-w-3xl gap-6 sm:grid-cols-2">
      {sizes.map((size) => (
        <div key={size} className="grid content-start gap-4">
          <Field label={`Default ${size}`}>
            <Input size={size} placeholder="web-01" />
          </Field>
          <Field label={`With hint ${size}`} hint="Shown under the input">
            <Input size={size} type="email" defaultValue="ops@example.com" />
          </Field>
          <Field label={`Invalid ${size}`} error="This name is taken">
            <Input size={size} defaultValue="web-01" />
          </Field>
          <Field label={`Read-only ${size}`}>
            <Input size={size} readOnly defaultValue="203.0.113.7" />
          </Field>
          <Field label={`Disabled ${size}`}>
            <Input size={size} disabled defaultValue="legacy-01" />
          </Field>
        </div>
      ))}
      <Input aria-label="Search hosts" type="search" placeholder="Search hosts" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Default sm' })).toHaveAttribute('data-size', 'sm');
    await expect(canvas.getByRole('textbox', { name: 'Default md' }).getBoundingClientRect().height).toBe(40);
    await expect(canvas.getByRole('textbox', { name: 'Invalid md' })).toHaveAccessibleDescription('This name is taken');
    await expect(canvas.getByRole('textbox', { name: 'Disabled sm' })).toBeDisabled();
    await expect(canvas.getByRole('searchbox', { name: 'Search hosts' })).toHaveAttribute('data-slot', 'input');
  },
};

export const TypeInField: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Host name' });
    await userEvent.type(input, 'web-01');
    await expect(input).toHaveValue('web-01');
    await expect(args.onChange).toHaveBeenCalledTimes(6);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ target: input }));
    await expect(input).toHaveAccessibleDescription('Letters, digits and dashes');
    await expect(getComputedStyle(input).outlineStyle).toBe('solid');
  },
};

export const ReadOnlyKeepsItsValue: Story = {
  args: { readOnly: true, defaultValue: '203.0.113.7' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Host name' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('203.0.113.7');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledIgnoresTyping: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Host name' });
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).not.toHaveFocus();
    await expect(input).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
