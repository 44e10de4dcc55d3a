import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LogOut, UserRound } from 'lucide-react';
import { Button } from './button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger, popoverRowClassName } from './popover';

const onLogOut = fn();

/** The account panel of a top bar, its trigger centred or at the end edge of the page. */
function AccountPopover({ edge = 'center', ...args }: ComponentProps<typeof Popover> & { edge?: 'center' | 'end' }) {
  return (
    <div className={edge === 'end' ? 'flex justify-end' : 'flex justify-center'}>
      <Popover {...args}>
        <PopoverTrigger asChild>
          <Button variant="outline">Account</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Account" align="end" className="grid gap-1">
          <p className="px-2 py-1.5 text-sm">
            <span className="block font-semibold">Maya Lestari</span>
            <span className="text-muted-foreground">maya@lestari.studio</span>
          </p>
          <a href="#profile" className={popoverRowClassName}>
            <UserRound aria-hidden />
            Profile
          </a>
          <PopoverClose asChild>
            <button type="button" className={popoverRowClassName} onClick={onLogOut}>
              <LogOut aria-hidden />
              Log out
            </button>
          </PopoverClose>
        </PopoverContent>
      </Popover>
    </div>
  );
}

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: { onOpenChange: fn() },
  render: (args) => <AccountPopover {...args} />,
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const panel = await screen.findByRole('dialog', { name: 'Account' });
    await expect(panel).toHaveAttribute('data-slot', 'popover-content');
    await expect(within(panel).getByText('maya@lestari.studio')).toBeVisible();
    // Rows are 44 px tap targets.
    await expect(within(panel).getByRole('link', { name: 'Profile' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // Aligned to the trigger's end edge.
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await expect(panel.getBoundingClientRect().right).toBeCloseTo(trigger.getBoundingClientRect().right, 0);
  },
};

export const KeyboardOpensAndCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Account' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The first link takes focus (Radix alone would skip links and pick the button).
    await waitFor(() => expect(within(panel).getByRole('link', { name: 'Profile' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(panel).getByRole('button', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButtonCloses: Story = {
  play: async ({ canvasElement }) => {
    onLogOut.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const panel = await screen.findByRole('dialog', { name: 'Account' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Log out' }));
    await expect(onLogOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A panel wider than the room beside its trigger shifts to stay on screen, 8 px from the edge. */
export const StaysOnScreen: Story = {
  args: { defaultOpen: true },
  render: (args) => <AccountPopover {...args} edge="end" />,
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Account' });
    const { left, right } = panel.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(document.documentElement.clientWidth - 7);
  },
};
