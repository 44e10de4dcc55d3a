import type { Meta, StoryObj } from '@storybook/react-vite';
import { dump } from 'js-yaml';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { createHandlers, RECIPE_ICON_FOLDER, recipeIndexFixture } from '@hostdeck/mock-api';
import { panelStory, panelStoryFailingOnce } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { DEFAULT_RECIPE_INDEX_URL } from '../../../../api/http/deploy-external';
import { TemplateGalleryScreenContainer } from './template-gallery.container';

const meta = {
  title: 'Screens/Hosts/TemplateGalleryContainer',
  component: TemplateGalleryScreenContainer,
  args: { onChooseTemplate: fn(), onUploadOrClone: fn(), onCustom: fn() },
} satisfies Meta<typeof TemplateGalleryScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The index the simulated recipe host serves: every tile of it. */
export const Default: Story = {
  ...panelStory({ scenario: 'free' }),
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: 'WordPress' }));
    await expect(args.onChooseTemplate).toHaveBeenCalledWith('boot/wordpress.yml');
    const tiles = canvas.getAllByRole('button').filter((button) => button.dataset.slot === 'template-tile');
    await expect(tiles).toHaveLength(recipeIndexFixture().templates.length);
  },
};

const slow = panelStory({ scenario: 'free' });

/** The recipe host answers late: the gallery's skeleton stands until the tiles come. */
export const Loading: Story = {
  ...slow,
  tags: ['!autodocs'],
  parameters: { msw: { handlers: { world: createHandlers(slow.store, { latency: (call) => (call === 'getRecipeIndex' ? 1500 : undefined) }) } } },
  play: async (context) => {
    const { canvas } = context;
    await expect(await canvas.findByTestId('template-gallery-skeleton')).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'WordPress' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByTestId('template-gallery-skeleton')).not.toBeInTheDocument();
  },
};

const failing = panelStoryFailingOnce(DEFAULT_RECIPE_INDEX_URL, { scenario: 'free' });

/** The recipe host fails: the error with its retry, which loads the tiles once the host answers again. */
export const Error: Story = {
  ...failing,
  tags: ['!autodocs'],
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'common');
    await expect(await canvas.findByText(t('errors.fetch'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ui:retry') }));
    await expect(await canvas.findByRole('button', { name: 'WordPress' })).toBeVisible();
  },
};

const iconsOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLImageElement>('img[data-slot="template-icon"]')];
const RECIPE_ICONS = `${recipeIndexFixture().relative_url}${RECIPE_ICON_FOLDER}`;

/** Every tile's icon comes from the recipe host, beside the recipes (no third-party icon site), and loads. */
export const LoadsShippedIcons: Story = {
  ...panelStory({ scenario: 'free' }),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'WordPress' });
    const icons = iconsOf(canvasElement);
    await expect(icons).toHaveLength(recipeIndexFixture().templates.length);
    await expect(icons.filter((icon) => !icon.src.startsWith(RECIPE_ICONS))).toEqual([]);
    await waitFor(() => expect(icons.filter((icon) => !icon.complete || icon.naturalWidth === 0)).toEqual([]));
  },
};

const offline = panelStory({ scenario: 'free' });
/** Icons beside the recipes, at addresses of their own (the shipped ones may already sit in the browser's cache). */
const UNREACHABLE_ICONS = 'unreachable-icons/';
const unreachableIconsIndex = { ...recipeIndexFixture(), templates: recipeIndexFixture().templates.map((tile) => ({ ...tile, icon: `${UNREACHABLE_ICONS}${tile.file}.svg` })) };
/** The icon requests the unreachable host got: each icon is tried (it is on the index's origin), and fails. */
const unreachableRequests = new Set<string>();

/**
 * The recipe host links its icons beside its recipes, but they cannot be loaded (offline, or a strict content policy):
 * each tile shows the panel's own icon instead of a broken image.
 */
export const IconHostOffline: Story = {
  ...offline,
  parameters: {
    msw: {
      handlers: {
        world: [
          http.get(DEFAULT_RECIPE_INDEX_URL, () => HttpResponse.text(dump(unreachableIconsIndex))),
          http.get(`${unreachableIconsIndex.relative_url}${UNREACHABLE_ICONS}*`, ({ request }) => {
            unreachableRequests.add(request.url);
            return HttpResponse.error();
          }),
          ...createHandlers(offline.store),
        ],
      },
    },
  },
  beforeEach: () => {
    unreachableRequests.clear();
    offline.beforeEach();
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'WordPress' });
    await waitFor(() => expect(unreachableRequests.size).toBe(unreachableIconsIndex.templates.length));
    await waitFor(() => expect(iconsOf(canvasElement)).toHaveLength(0));
    const fallbacks = canvasElement.querySelectorAll('[data-slot="template-tile"] [data-slot="template-icon-fallback"]');
    await expect(fallbacks).toHaveLength(unreachableIconsIndex.templates.length);
  },
};

const foreign = panelStory({ scenario: 'free' });
/** The upstream index, which links every icon on a third-party icon site. */
const upstreamIndex = recipeIndexFixture();
/** Requests that reached the icon site: none may. */
const iconSiteRequests: string[] = [];

/**
 * An index that links its icons on another origin (here a third-party icon site that would answer): the gallery loads
 * none of them, not even once, and each tile shows the panel's own icon.
 */
export const ForeignIconsNotLoaded: Story = {
  ...foreign,
  parameters: {
    msw: {
      handlers: {
        world: [
          http.get(DEFAULT_RECIPE_INDEX_URL, () => HttpResponse.text(dump(upstreamIndex))),
          ...upstreamIndex.templates.map((tile) =>
            http.get(tile.icon ?? '', ({ request }) => {
              iconSiteRequests.push(request.url);
              return HttpResponse.text('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>', { headers: { 'content-type': 'image/svg+xml' } });
            }),
          ),
          ...createHandlers(foreign.store),
        ],
      },
    },
  },
  beforeEach: () => {
    iconSiteRequests.length = 0;
    foreign.beforeEach();
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'WordPress' });
    await expect(upstreamIndex.templates.every((tile) => tile.icon && new URL(tile.icon).origin !== new URL(DEFAULT_RECIPE_INDEX_URL).origin)).toBe(true);
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
    const fallbacks = canvasElement.querySelectorAll('[data-slot="template-tile"] [data-slot="template-icon-fallback"]');
    await expect(fallbacks).toHaveLength(upstreamIndex.templates.length);
    await expect(iconSiteRequests).toEqual([]);
  },
};
