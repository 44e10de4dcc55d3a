import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { useRenameHost } from '../hosts/mutations';

/** A write held by a part of the screen that can go away, as a dialog or a page does. */
function RenameThenLeave() {
  const [isShown, setShown] = useState(true);
  return (
    <div className="flex gap-2">
      {isShown ? <RenameButton /> : <p>Left the screen</p>}
      <button type="button" onClick={() => setShown(false)}>
        Leave
      </button>
    </div>
  );
}

function RenameButton() {
  const rename = useRenameHost();
  return (
    <button type="button" onClick={() => rename.mutate({ teamId: 1, hostId: 1, username: 'renamed' })}>
      Rename
    </button>
  );
}

/** Developer-facing harness: the strings are the story's own, not the product's. */
const meta = {
  title: 'Data/usePanelMutation',
  component: RenameThenLeave,
} satisfies Meta<typeof RenameThenLeave>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Leaving the screen cancels its write still on its way: the request's signal aborts, and no error toast shows. */
export const WriteCancelledOnUnmount: Story = {
  ...panelStory(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signals: AbortSignal[] = [];
    const realFetch = window.fetch;
    // The HTTP client looks fetch up at call time, so the rename's request passes through here with its signal.
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/host/') && init?.method === 'POST' && init.signal) {
        signals.push(init.signal);
        return new Promise<Response>(() => undefined);
      }
      return realFetch(input, init);
    };
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Rename' }));
      await waitFor(() => expect(signals).toHaveLength(1));
      expect(signals[0]?.aborted).toBe(false);
      await userEvent.click(canvas.getByRole('button', { name: 'Leave' }));
      await canvas.findByText('Left the screen');
      await waitFor(() => expect(signals[0]?.aborted).toBe(true));
      expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    } finally {
      window.fetch = realFetch;
    }
  },
};
