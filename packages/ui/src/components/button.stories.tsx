import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Plus, Trash2 } from 'lucide-react';
import { Button, IconButton, type ButtonSize, type ButtonVariant } from './button';

const variants: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'link'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Deploy', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: (args) => (
    <div className="grid gap-4">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {sizes.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button variant={variant} disabled>
            {variant} disabled
          </Button>
          <Button variant={variant} isLoading>
            {variant} loading
          </Button>
        </div>
      ))}
      <div className="flex items-center gap-3">
        <IconButton label="Add host" icon={<Plus />} />
        <IconButton label="Delete host" icon={<Trash2 />} variant="destructive" size="sm" />
        <Button>
          <Plus aria-hidden /> New host
        </Button>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'primary md' })).toHaveAttribute('data-variant', 'primary');
    await expect(canvas.getByRole('button', { name: 'destructive disabled' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /primary loading/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Delete host' })).toHaveAttribute('data-size', 'sm');
  },
};

export const ClickAndKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deploy' });
    await userEvent.click(button);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
    // The focus ring is a real outline in the ring colour, so keyboard users can see where they are.
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

export const DisabledIgnoresClicks: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deploy' });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingIsBusy: Story = {
  args: { isLoading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deploy' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  render: () => (
    <Button asChild variant="outline">
      <a href="#docs">Read the docs</a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Read the docs' });
    await expect(link).toHaveAttribute('data-slot', 'button');
    // Semantic token classes must compile into real CSS, or every screen renders unstyled.
    await expect(getComputedStyle(link).borderTopStyle).toBe('solid');
  },
};
