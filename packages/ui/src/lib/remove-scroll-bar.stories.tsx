import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RemoveScrollBar, lockAttribute, removedBarSizeVariable } from './remove-scroll-bar';

/** Two independent locks, as a dialog opened from a menu holds two. */
function Locks() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <div className="grid gap-2">
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={first} onChange={(event) => setFirst(event.target.checked)} />
        First lock
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={second} onChange={(event) => setSecond(event.target.checked)} />
        Second lock
      </label>
      {first && <RemoveScrollBar />}
      {second && <RemoveScrollBar />}
      {/* Taller than the frame, so the page has something to scroll. */}
      <div className="h-[200vh] rounded-md border border-dashed border-border p-4 text-muted-foreground">Page content</div>
    </div>
  );
}

/**
 * The console's stand-in for react-remove-scroll-bar (radix's scroll lock, see lib/remove-scroll-bar.tsx): the page
 * stops scrolling through the rules of the shipped stylesheet (theme/runtime-styles.css), with no <style> written at
 * run time, which a strict Content-Security-Policy would refuse.
 */
const meta = {
  title: 'Theme/Scroll lock',
  component: Locks,
} satisfies Meta<typeof Locks>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => document.body;

export const LocksThroughTheStylesheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node.nodeName === 'STYLE') added.push((node.textContent ?? '').slice(0, 80));
    });
    observer.observe(document.head, { childList: true });
    observer.observe(body(), { childList: true });

    await userEvent.click(canvas.getByRole('checkbox', { name: 'First lock' }));
    await waitFor(() => expect(body()).toHaveAttribute(lockAttribute, '1'));
    await expect(getComputedStyle(body()).overflow).toBe('hidden');
    await expect(getComputedStyle(body()).position).toBe('relative');
    const gap = body().style.getPropertyValue(removedBarSizeVariable);
    await expect(gap).toMatch(/^\d+px$/);
    await expect(getComputedStyle(body()).marginRight).toBe(gap);

    // A second lock keeps the page locked until both are gone.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Second lock' }));
    await waitFor(() => expect(body()).toHaveAttribute(lockAttribute, '2'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'First lock' }));
    await waitFor(() => expect(body()).toHaveAttribute(lockAttribute, '1'));
    await expect(getComputedStyle(body()).overflow).toBe('hidden');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Second lock' }));
    await waitFor(() => expect(body()).not.toHaveAttribute(lockAttribute));
    await expect(getComputedStyle(body()).overflow).not.toBe('hidden');
    await expect(body().style.getPropertyValue(removedBarSizeVariable)).toBe('');

    observer.disconnect();
    await expect(added).toEqual([]);
  },
};
