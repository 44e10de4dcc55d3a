import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { PageSuspense } from './lazy-pages';
import { PageErrorBoundary } from './page-error-boundary';
import { retryableLazy } from './retryable-lazy';

/** Whether the simulated network lets the page's chunk through; the play switches it back on. */
let isOnline = false;
let downloads = 0;

function DomainsPage({ count }: { count: number }) {
  return <p>{`${count} domains`}</p>;
}

const lazyDomainsPage = () =>
  retryableLazy<{ count: number }>(() => {
    downloads += 1;
    return isOnline
      ? Promise.resolve({ default: DomainsPage })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/domain-page-x1.js'));
  });

// Made afresh before each run, like a console page on a first visit; its first download fails while offline.
let LazyDomainsPage = lazyDomainsPage();

function DomainsRoute() {
  return <LazyDomainsPage count={3} />;
}

/** The page's title is its caller's prop (translated there), so here it is data like the page itself. */
const PAGE_TITLE = 'Domains';

const meta = {
  title: 'Console/Routes/PageErrorBoundary',
  component: PageErrorBoundary,
  args: {
    title: PAGE_TITLE,
    onError: fn(),
    children: (
      <PageSuspense>
        <DomainsRoute />
      </PageSuspense>
    ),
  },
  argTypes: { children: { control: false } },
  tags: ['!autodocs'],
} satisfies Meta<typeof PageErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The page's chunk fails to download (offline): the page keeps its title and says so in the user's language; back
 * online, Try again downloads the chunk afresh (React.lazy alone would replay the old failure) and shows the page.
 */
export const ChunkFailsThenLoads: Story = {
  beforeEach: () => {
    isOnline = false;
    downloads = 0;
    LazyDomainsPage = lazyDomainsPage();
  },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyText(context, 'common');
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(canvas.getByRole('heading', { level: 1, name: PAGE_TITLE })).toBeInTheDocument();
    await expect(alert).toHaveTextContent(t('errorBoundary.downloadTitle'));
    await expect(args.onError).toHaveBeenCalled();
    const failedDownloads = downloads;
    isOnline = true;
    await userEvent.click(within(alert).getByRole('button', { name: t('errorBoundary.retry') }));
    await expect(await canvas.findByText('3 domains')).toBeInTheDocument();
    await expect(downloads).toBe(failedDownloads + 1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

function Crashing(): never {
  throw new Error('Cannot render this page');
}

/** A page that throws while rendering, outside the layout: its own <main>, an h1, Try again and Reload. */
export const WholePageRenderError: Story = {
  args: { isWholePage: true, title: undefined, children: <Crashing /> },
  play: async (context) => {
    const t = storyText(context, 'common');
    const canvas = within(context.canvasElement);
    const main = await canvas.findByRole('main');
    await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(t('errorBoundary.title'));
    await expect(within(main).getByRole('button', { name: t('errorBoundary.retry') })).toBeInTheDocument();
    await expect(within(main).getByRole('button', { name: t('errorBoundary.reload') })).toBeInTheDocument();
  },
};
