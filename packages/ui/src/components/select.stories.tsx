import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from './field';
import { Select, type SelectSize } from './select';

const sizes: SelectSize[] = ['sm', 'md'];

const regions = (
  <>
    <option value="eu-west">Europe (Amsterdam)</option>
    <option value="us-east">United States (Virginia)</option>
    <option value="ap-south">Asia (Mumbai)</option>
  </>
);

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { onChange: fn(), children: regions, defaultValue: 'eu-west' },
  render: (args) => (
    <Field label="Region" hint="Closest to your visitors is fastest" className="max-w-xs">
      <Select {...args} />
    </Field>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: () => (
    <div className="grid max-w-2xl gap-6 sm:grid-cols-2">
      {sizes.map((size) => (
        <div key={size} className="grid content-start gap-4">
          <Field label={`Default ${size}`}>
            <Select size={size}>{regions}</Select>
          </Field>
          <Field label={`With hint ${size}`} hint="Can be changed later">
            <Select size={size} defaultValue="us-east">
              {regions}
            </Select>
          </Field>
          <Field label={`Invalid ${size}`} error="This region is full">
            <Select size={size} defaultValue="ap-south">
              {regions}
            </Select>
          </Field>
          <Field label={`Disabled ${size}`}>
            <Select size={size} disabled>
              {regions}
            </Select>
          </Field>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Default md' })).toHaveAttribute('data-size', 'md');
    await expect(canvas.getByRole('combobox', { name: 'Invalid sm' })).toHaveAccessibleDescription('This region is full');
    await expect(canvas.getByRole('combobox', { name: 'Disabled md' })).toBeDisabled();
  },
};

export const ChooseAnOption: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Region' });
    await expect(select).toHaveValue('eu-west');
    await userEvent.selectOptions(select, 'Asia (Mumbai)');
    await expect(select).toHaveValue('ap-south');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ target: select }));
    await expect(select).toHaveAccessibleDescription('Closest to your visitors is fastest');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Region' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(getComputedStyle(select).outlineStyle).toBe('solid');
    // The chevron sits at the inline end of the box, hidden from assistive technology.
    const icon = canvasElement.querySelector('[data-slot="select-icon"]');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    const box = select.getBoundingClientRect();
    const iconBox = icon?.getBoundingClientRect();
    await expect(iconBox?.right).toBeLessThanOrEqual(box.right);
    await expect(iconBox?.left).toBeGreaterThan(box.left + box.width / 2);
  },
};
