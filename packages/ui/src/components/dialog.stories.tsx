import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import { Input } from './input';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Rename host</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename host</DialogTitle>
          <DialogDescription>The new name shows in the host list and in invoices.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <label htmlFor="host-name" className="mb-1.5 block font-medium">
            Host name
          </label>
          <Input id="host-name" defaultValue="web-01" />
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog with every part: header, body, footer and the close button. */
export const Catalog: Story = {
  tags: ['palettes'],
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Rename host' });
    await expect(dialog).toHaveAttribute('data-slot', 'dialog-content');
    await expect(dialog).toHaveAccessibleDescription('The new name shows in the host list and in invoices.');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    // Full width minus a 1rem margin each side on a phone, at most 32rem wide on a desktop.
    const { width } = dialog.getBoundingClientRect();
    await expect(width).toBeCloseTo(Math.min(window.innerWidth - 32, 512), 0);
  },
};

export const OpenByClick: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename host' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Rename host' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const input = within(dialog).getByRole('textbox', { name: 'Host name' });
    await waitFor(() => expect(input).toHaveFocus());
    // Tab walks input, Cancel, Save, Close and then wraps: focus never leaves the dialog.
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename host' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Rename host' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Host name' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename host' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const WithoutCloseButton: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent hideClose>
        <DialogHeader>
          <DialogTitle>Accept the terms</DialogTitle>
          <DialogDescription>You must accept the terms to continue.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Accept</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Accept the terms' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  },
};

const paragraphs = Array.from({ length: 40 }, (_, index) => `Clause ${index + 1}: the host keeps a daily backup for 30 days.`);

export const LongContentScrolls: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Backup policy</DialogTitle>
          <DialogDescription>Read the whole policy before you continue.</DialogDescription>
        </DialogHeader>
        {/* Focusable so keyboard users can scroll it. */}
        <DialogBody tabIndex={0} data-testid="policy-body">
          {paragraphs.map((text) => (
            <p key={text} className="mb-2">
              {text}
            </p>
          ))}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Backup policy' });
    const body = within(dialog).getByTestId('policy-body');
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight - 32 + 1);
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    // The actions stay on screen however long the body is.
    await expect(within(dialog).getByRole('button', { name: 'Done' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(
      window.innerHeight,
    );
  },
};
