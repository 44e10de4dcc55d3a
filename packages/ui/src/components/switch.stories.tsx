import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Switch, type SwitchSize } from './switch';

const sizes: SwitchSize[] = ['sm', 'md'];

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Auto-renew certificate', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: () => (
    <div className="grid gap-2">
      {sizes.map((size) => (
        <div key={size} className="flex flex-wrap gap-6">
          <Switch size={size} label={`Off ${size}`} />
          <Switch size={size} label={`On ${size}`} defaultChecked />
          <Switch size={size} label={`Off disabled ${size}`} disabled />
          <Switch size={size} label={`On disabled ${size}`} defaultChecked disabled />
          <Switch size={size} aria-label={`Invalid ${size}`} aria-invalid />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'On md' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Off sm' })).toHaveAttribute('data-size', 'sm');
    await expect(canvas.getByRole('switch', { name: 'On disabled sm' })).toBeDisabled();
  },
};

export const ToggleByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Auto-renew certificate' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await expect(getComputedStyle(control).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(within(canvasElement).getByText('Auto-renew certificate'));
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

export const DisabledIgnoresClicks: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Auto-renew certificate' });
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** Measures where the thumb sits inside the track after toggling, in the story's text direction. */
async function expectThumbMoves(canvasElement: HTMLElement, towards: 'left' | 'right') {
  const control = within(canvasElement).getByRole('switch', { name: 'Auto-renew certificate' });
  const thumb = control.querySelector('[data-slot="switch-thumb"]');
  if (!(thumb instanceof HTMLElement)) throw new Error('The switch has no thumb');
  const before = thumb.getBoundingClientRect().left;
  await userEvent.click(control);
  await expect(control).toBeChecked();
  await waitFor(() => {
    const after = thumb.getBoundingClientRect();
    const track = control.getBoundingClientRect();
    expect(towards === 'right' ? after.left - before : before - after.left).toBeGreaterThanOrEqual(20);
    expect(after.left).toBeGreaterThanOrEqual(track.left);
    expect(after.right).toBeLessThanOrEqual(track.right);
  });
}

export const ThumbMovesLeftToRight: Story = {
  play: async ({ canvasElement }) => expectThumbMoves(canvasElement, 'right'),
};

export const ThumbMovesRightToLeft: Story = {
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => expectThumbMoves(canvasElement, 'left'),
};
