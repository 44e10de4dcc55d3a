import { use } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { EmptyState, Skeleton } from '@hostdeck/ui';
import { storyText } from '@storybook-helpers/story-text';
import { ScreenState } from './screen-state';

// Story content stands for a screen's own data and words; the wrapper's words come from the catalogs.
const skeleton = (
  <div data-testid="screen-state-skeleton" className="grid gap-3">
    <Skeleton className="h-10" />
    <Skeleton className="h-10" />
    <Skeleton className="h-10" />
  </div>
);
const content = (
  <ul aria-label="Websites" className="grid gap-2">
    <li>lestari.studio</li>
    <li>kopilestari.com</li>
  </ul>
);
const empty = <EmptyState title="Nothing here yet" description="Add the first one." />;

const meta = {
  title: 'Platform/ScreenState',
  component: ScreenState,
  args: { status: 'content', skeleton, empty, onRetry: fn(), children: content },
  argTypes: { skeleton: { control: false }, empty: { control: false }, children: { control: false } },
} satisfies Meta<typeof ScreenState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('screen-state-skeleton')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  tags: ['!autodocs'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'common');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.fetch'));
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: t('ui:retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { status: 'error', isRetrying: true },
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Websites' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByTestId('screen-state-skeleton')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Nothing here yet' })).not.toBeInTheDocument();
  },
};

let releaseTranslations = () => {};
let translations = Promise.resolve();

/** Stands for content whose translation area is still downloading: it suspends until the play releases it. */
function WaitsForTranslations() {
  use(translations);
  return content;
}

/** The data is here but the content's words are not: the skeleton stays until they arrive, with no check in the screen. */
export const WaitingForTranslations: Story = {
  tags: ['!autodocs'],
  beforeEach: () => {
    translations = new Promise<void>((resolve) => {
      releaseTranslations = resolve;
    });
  },
  args: { children: <WaitsForTranslations /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('screen-state-skeleton')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    releaseTranslations();
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Websites' })).toBeInTheDocument());
    await expect(canvas.queryByTestId('screen-state-skeleton')).not.toBeInTheDocument();
  },
};
