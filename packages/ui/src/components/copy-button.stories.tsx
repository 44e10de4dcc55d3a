import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { COPY_TOOLTIP_MS, CopyButton } from './copy-button';

const API_KEY = 'hd_live_6f1c2a9b';

/** Replaces the real clipboard for one story; returns the cleanup that puts it back. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const original = navigator.clipboard.writeText;
  navigator.clipboard.writeText = writeText;
  return () => {
    navigator.clipboard.writeText = original;
  };
}

const meta = {
  title: 'Primitives/CopyButton',
  component: CopyButton,
  args: { value: API_KEY },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both sizes in the ghost, outline and secondary variants, with the default and a custom name. */
export const Catalog: Story = {
  tags: ['palettes'],
  render: (args) => (
    <div className="grid gap-3">
      {(['ghost', 'outline', 'secondary'] as const).map((variant) => (
        <div key={variant} className="flex items-center gap-3">
          <CopyButton {...args} variant={variant} size="sm" label={`Copy API key ${variant} sm`} />
          <CopyButton {...args} variant={variant} size="md" label={`Copy API key ${variant} md`} />
          <CopyButton {...args} variant={variant} disabled label={`Copy API key ${variant} disabled`} />
        </div>
      ))}
      <div className="flex items-center gap-2 font-mono text-sm">
        {API_KEY} <CopyButton {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveAttribute('data-slot', 'copy-button');
    await expect(canvas.getByRole('button', { name: 'Copy API key outline sm' })).toHaveAttribute('data-size', 'sm');
    await expect(canvas.getByRole('button', { name: 'Copy API key outline md' })).toHaveAttribute('data-variant', 'outline');
    await expect(canvas.getByRole('button', { name: 'Copy API key ghost disabled' })).toBeDisabled();
  },
};

export const CopiesAndConfirms: Story = {
  beforeEach: () => stubClipboard(fn(() => Promise.resolve())),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy' });
    const clickedAt = performance.now();
    await userEvent.click(button);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(API_KEY);
    const tooltip = await screen.findByRole('tooltip', { name: 'Copied' });
    await expect(button).toHaveAttribute('data-copied', 'true');
    await waitFor(() => expect(tooltip).not.toBeInTheDocument(), { timeout: COPY_TOOLTIP_MS * 6 });
    // The half-second timer starts after the click, so the tooltip cannot be gone sooner; and it does go.
    const goneAfter = performance.now() - clickedAt;
    await expect(goneAfter).toBeGreaterThanOrEqual(COPY_TOOLTIP_MS);
    await expect(goneAfter).toBeLessThan(COPY_TOOLTIP_MS * 6);
    await expect(button).not.toHaveAttribute('data-copied');
  },
};

export const KeyboardCopies: Story = {
  beforeEach: () => stubClipboard(fn(() => Promise.resolve())),
  args: { label: 'Copy API key' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy API key' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('tooltip', { name: 'Copied' })).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledTimes(2);
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith(API_KEY);
  },
};

let consoleError: ReturnType<typeof spyOn> | undefined;

export const FailureOnlyLogs: Story = {
  beforeEach: () => {
    const restoreClipboard = stubClipboard(fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError'))));
    const spy = spyOn(console, 'error').mockImplementation(() => undefined);
    consoleError = spy;
    return () => {
      spy.mockRestore();
      restoreClipboard();
    };
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(API_KEY);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Could not copy to the clipboard', expect.any(DOMException)));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(screen.queryByText('Copied')).not.toBeInTheDocument();
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};
