import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { ErrorBoundary } from './error-boundary';
import { ErrorFallback } from './error-fallback';

/** What the child throws while it is broken; null once it is mended. */
let thrown: unknown = null;

/** A part of the page that throws while rendering until the play mends it. */
function BrokenPart() {
  if (thrown !== null) throw thrown;
  return <p>The websites are here.</p>;
}

const meta = {
  title: 'Platform/ErrorBoundary',
  component: ErrorBoundary,
  args: { onError: fn(), onRetry: fn(), children: <BrokenPart /> },
  argTypes: { children: { control: false }, fallback: { control: false } },
  tags: ['!autodocs'],
} satisfies Meta<typeof ErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A render error: the rest of the page stays, the user reads what happened in their language and tries again. */
export const Error: Story = {
  tags: ['palettes'],
  beforeEach: () => {
    thrown = new TypeError("Cannot read properties of undefined (reading 'domain')");
  },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyText(context, 'common');
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent(t('errorBoundary.title'));
    await expect(alert).toHaveTextContent(t('errorBoundary.text'));
    await expect(canvas.queryByText('The websites are here.')).not.toBeInTheDocument();
    await expect(args.onError).toHaveBeenCalled();
    // The technical detail is there for support, folded away.
    await expect(within(alert).getByText(t('errorBoundary.detail'))).toBeInTheDocument();
    thrown = null;
    await userEvent.click(within(alert).getByRole('button', { name: t('errorBoundary.retry') }));
    await expect(await canvas.findByText('The websites are here.')).toBeInTheDocument();
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A page's code that failed to download (offline) says so; Try again renders it again once it can load. */
export const DownloadFailed: Story = {
  beforeEach: () => {
    thrown = new TypeError('Failed to fetch dynamically imported module: /assets/host-create-page-x1.js');
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyText(context, 'common');
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('errorBoundary.downloadTitle'));
    await expect(alert).toHaveTextContent(t('errorBoundary.downloadText'));
    thrown = null;
    await userEvent.click(within(alert).getByRole('button', { name: t('errorBoundary.retry') }));
    await waitFor(() => expect(canvas.getByText('The websites are here.')).toBeInTheDocument());
  },
};

const reload = fn();

/** Reload reloads the whole page, for an error that trying again does not cure. */
export const Reload: Story = {
  beforeEach: () => {
    thrown = new RangeError('Invalid time value');
    reload.mockClear();
  },
  args: { fallback: ({ error, onRetry }) => <ErrorFallback error={error} onRetry={onRetry} onReload={reload} headingLevel="h1" /> },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyText(context, 'common');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(t('errorBoundary.title'));
    await userEvent.click(within(alert).getByRole('button', { name: t('errorBoundary.reload') }));
    await expect(reload).toHaveBeenCalledOnce();
  },
};
