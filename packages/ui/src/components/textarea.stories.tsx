import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from './field';
import { Textarea, type TextareaSize } from './textarea';

const sizes: TextareaSize[] = ['sm', 'md'];

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { onChange: fn() },
  render: (args) => (
    <Field label="Notes" hint="Only your team sees these" className="max-w-md">
      <Textarea {...args} />
    </Field>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: () => (
    <div className="grid max-w-3xl gap-6 sm:grid-cols-2">
      {sizes.map((size) => (
        <div key={size} className="grid content-start gap-4">
          <Field label={`Default ${size}`}>
            <Textarea size={size} placeholder="Anything the team should know" />
          </Field>
          <Field label={`Monospace ${size}`} hint="Paste the public key">
            <Textarea size={size} isMonospace defaultValue="ssh-ed25519 AAAAC3Nza ops@example" />
          </Field>
          <Field label={`Invalid ${size}`} error="The key is not valid">
            <Textarea size={size} isMonospace defaultValue="ssh-rsa" />
          </Field>
          <Field label={`Read-only ${size}`}>
            <Textarea size={size} readOnly defaultValue="Created by the migration" />
          </Field>
          <Field label={`Disabled ${size}`}>
            <Textarea size={size} disabled defaultValue="Locked" />
          </Field>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mono = canvas.getByRole('textbox', { name: 'Monospace md' });
    await expect(mono).toHaveAttribute('data-monospace', 'true');
    await expect(getComputedStyle(mono).fontFamily).toMatch(/mono/i);
    await expect(getComputedStyle(mono).resize).toBe('vertical');
    await expect(canvas.getByRole('textbox', { name: 'Invalid sm' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Disabled md' })).toBeDisabled();
  },
};

export const TypeSeveralLines: Story = {
  play: async ({ args, canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await userEvent.type(textarea, 'first{Enter}second');
    await expect(textarea).toHaveValue('first\nsecond');
    await expect(args.onChange).toHaveBeenCalledTimes(12);
    await expect(textarea).toHaveAccessibleDescription('Only your team sees these');
    await expect(getComputedStyle(textarea).fontFamily).not.toMatch(/mono/i);
  },
};

export const InvalidIsAnnounced: Story = {
  render: (args) => (
    <Field label="Notes" error="Keep it under 500 characters" className="max-w-md">
      <Textarea {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Keep it under 500 characters');
  },
};
