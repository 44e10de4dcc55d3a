import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Input } from './input';
import { Sheet, SheetBody, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger, type SheetSide, type SheetSize } from './sheet';

interface StorySheetProps {
  side?: SheetSide;
  size?: SheetSize;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

function FilterSheet({ side, size, defaultOpen, onOpenChange }: StorySheetProps) {
  return (
    <Sheet defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button variant="outline">Filters</Button>
      </SheetTrigger>
      <SheetContent side={side} size={size}>
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Narrow the list down.</SheetDescription>
        </SheetHeader>
        <SheetBody>
          <label htmlFor="sheet-domain" className="mb-1.5 block text-sm font-medium">
            Domain
          </label>
          <Input id="sheet-domain" />
          {Array.from({ length: 40 }, (_, index) => (
            <p key={index} className="py-2 text-sm">
              Option {index + 1}
            </p>
          ))}
        </SheetBody>
        <SheetFooter>
          <SheetClose asChild>
            <Button variant="outline">Cancel</Button>
          </SheetClose>
          <Button>Apply</Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: 'Primitives/Sheet',
  component: FilterSheet,
  args: { onOpenChange: fn() },
} satisfies Meta<typeof FilterSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const rectOf = (element: HTMLElement) => element.getBoundingClientRect();

/** At the end edge by default: full height, the body scrolls while header and footer stay. */
export const Catalog: Story = {
  tags: ['palettes'],
  args: { defaultOpen: true },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(sheet).toHaveAttribute('data-side', 'end');
    await expect(sheet).toHaveAccessibleDescription('Narrow the list down.');
    await expect(rectOf(sheet).height).toBeCloseTo(window.innerHeight, 0);
    await expect(rectOf(sheet).right).toBeCloseTo(document.documentElement.clientWidth, 0);
    const body = sheet.querySelector('[data-slot="sheet-body"]') as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(rectOf(within(sheet).getByRole('button', { name: 'Apply' })).bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(rectOf(within(sheet).getByRole('button', { name: 'Close' })).height).toBeGreaterThanOrEqual(44);
  },
};

/** The navigation sheet's side: the start edge (the right edge in Arabic), at most 288 px wide. */
export const StartSmall: Story = {
  args: { defaultOpen: true, side: 'start', size: 'sm' },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(sheet).toHaveAttribute('data-side', 'start');
    await expect(sheet).toHaveAttribute('data-size', 'sm');
    const isRtl = document.documentElement.dir === 'rtl';
    const { left, right, width } = rectOf(sheet);
    await expect(isRtl ? right : left).toBeCloseTo(isRtl ? document.documentElement.clientWidth : 0, 0);
    await expect(width).toBeLessThanOrEqual(288);
  },
};

export const KeyboardAndFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const input = within(sheet).getByRole('textbox', { name: 'Domain' });
    await waitFor(() => expect(input).toHaveFocus());
    // Focus stays inside: Domain, Cancel, Apply, Close, then round again.
    for (let step = 0; step < 4; step += 1) await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButtons: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
