import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { ConfirmDialog, type ConfirmDialogProps, type ConfirmMode, type ConfirmVariant } from './confirm-dialog';

interface HarnessProps extends ConfirmDialogProps {
  /** Text of the button that opens the dialog. */
  triggerLabel?: string;
}

const variants: ConfirmVariant[] = ['default', 'destructive'];
const modes: ConfirmMode[] = ['single', 'double', 'typed'];

/** Opens the controlled dialog from a button, as a screen would. */
function ConfirmHarness({ open: initialOpen, onOpenChange, triggerLabel = 'Open', ...props }: HarnessProps) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {triggerLabel}
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Restart web-01?',
    description: 'Visitors see an error page for about a minute.',
  },
  render: (args) => <ConfirmHarness {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
  return screen.findByRole('dialog');
}

/** Every variant x mode; the play opens each and checks its button and field. */
export const Catalog: Story = {
  tags: ['palettes'],
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      {variants.flatMap((variant) =>
        modes.map((mode) => (
          <ConfirmHarness
            key={`${variant}-${mode}`}
            {...args}
            variant={variant}
            mode={mode}
            confirmText="example.com"
            triggerLabel={`${variant} ${mode}`}
          />
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const variant of variants) {
      for (const mode of modes) {
        await userEvent.click(within(canvasElement).getByRole('button', { name: `${variant} ${mode}` }));
        const dialog = await screen.findByRole('dialog', { name: 'Restart web-01?' });
        await expect(dialog).toHaveAccessibleDescription('Visitors see an error page for about a minute.');
        await expect(dialog).toHaveAttribute('data-mode', mode);
        const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
        await expect(confirm).toHaveAttribute('data-variant', variant === 'destructive' ? 'destructive' : 'primary');
        const field = within(dialog).queryByRole('textbox', { name: 'Type example.com to confirm' });
        await expect(Boolean(field)).toBe(mode === 'typed');
        await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      }
    }
  },
};

export const Single: Story = {
  args: { confirmLabel: 'Restart' },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Restart' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(confirm).toHaveAttribute('data-variant', 'primary');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Double: Story = {
  args: { mode: 'double', variant: 'destructive', confirmLabel: 'Delete backups' },
  play: async ({ args, canvasElement }) => {
    let dialog = await openDialog(canvasElement);
    // Destructive dialogs start on the safe answer.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete backups' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    const armed = within(dialog).getByRole('button', { name: 'Click again to confirm' });
    await expect(armed).toHaveAttribute('data-armed', 'true');
    // Closing disarms: the next opening needs two clicks again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialog(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Delete backups' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Typed: Story = {
  args: { mode: 'typed', variant: 'destructive', confirmText: 'example.com', title: 'Delete example.com?', confirmLabel: 'Delete' },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const input = within(dialog).getByRole('textbox', { name: 'Type example.com to confirm' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(input, 'example.com ');
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await userEvent.clear(input);
    await userEvent.type(input, 'Example.com');
    await expect(confirm).toBeDisabled();
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'example.com');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

let finishAction: () => void = () => undefined;

export const WaitsForTheAction: Story = {
  args: {
    confirmLabel: 'Restart',
    onConfirm: fn(() => new Promise<void>((resolve) => (finishAction = resolve))),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Restart' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    // While the action runs, Escape does not hide it.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    finishAction();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const FailureKeepsItOpen: Story = {
  args: {
    mode: 'typed',
    confirmText: 'example.com',
    confirmLabel: 'Delete',
    onConfirm: fn(() => Promise.reject(new Error('The server is busy'))),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const input = within(dialog).getByRole('textbox', { name: 'Type example.com to confirm' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('example.com{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByRole('dialog')).toBe(dialog);
    await expect(input).toHaveValue('example.com');
    await expect(confirm).toBeEnabled();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

export const CancelButton: Story = {
  args: { variant: 'destructive', cancelLabel: 'Keep it' },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const cancel = within(dialog).getByRole('button', { name: 'Keep it' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
