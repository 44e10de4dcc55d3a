import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { TemplateGalleryScreen } from './template-gallery';
import { EMPTY_RECIPE_INDEX, RECIPE_INDEX, UNLOADABLE_ICONS_INDEX } from './template-gallery.fixtures';

const meta = {
  title: 'Screens/Hosts/TemplateGallery',
  component: TemplateGalleryScreen,
  args: { index: RECIPE_INDEX, onChooseTemplate: fn(), onUploadOrClone: fn(), onCustom: fn() },
} satisfies Meta<typeof TemplateGalleryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The index's tiles with title, icon and colour; a tile chooses its recipe file. */
export const Default: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'template-gallery');
    await expect(await canvas.findByRole('heading', { name: t('title') })).toBeVisible();
    const tiles = canvas.getAllByRole('button').filter((button) => button.dataset.slot === 'template-tile');
    await expect(tiles).toHaveLength(RECIPE_INDEX.templates.length);
    const laravel = canvas.getByRole('button', { name: 'Laravel' });
    await expect(laravel).toHaveStyle({ borderInlineStartColor: 'rgb(255, 45, 32)' });
    await userEvent.click(laravel);
    await expect(args.onChooseTemplate).toHaveBeenCalledWith('boot/laravel.yml');
  },
};

/**
 * The 'more templates' entries have a file only: they read as the recipes are called (the index's tile titles, then
 * known names), never as raw file names ('Cra', 'Eengine', 'Ojs').
 */
export const ChoosesMoreTemplate: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'template-gallery');
    await userEvent.click(await canvas.findByRole('button', { name: t('moreTemplates') }));
    const names = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    await expect(names).toHaveLength(RECIPE_INDEX.templates_more.length);
    // Known recipes by their names; one that is also a tile by the tile's title.
    await expect(names).toEqual(expect.arrayContaining(['Create React App', 'ExpressionEngine', 'Open Journal Systems', 'Craft CMS', 'Rails']));
    await expect(names.filter((name) => ['Cra', 'Eengine', 'Ojs', 'Craftcms'].includes(name ?? ''))).toEqual([]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Craft CMS' }));
    await expect(args.onChooseTemplate).toHaveBeenCalledWith('boot/craftcms.yml');
  },
};

/** Icons that cannot load (offline, a strict content policy, gone from their host) give way to the panel's own icon. */
export const IconsUnavailable: Story = {
  args: { index: UNLOADABLE_ICONS_INDEX },
  play: async ({ canvasElement }) => {
    const tileOf = () => [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="template-tile"]')];
    await waitFor(() => expect(tileOf()).toHaveLength(UNLOADABLE_ICONS_INDEX.templates.length));
    const tiles = tileOf();
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="template-icon"]')).toHaveLength(0));
    for (const tile of tiles) await expect(tile.querySelector('[data-slot="template-icon-fallback"]')).not.toBeNull();
  },
};

/** Frameworks are grouped as the index groups them; Start is enabled once one is chosen. */
export const StartsFromFramework: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'template-gallery');
    const select = await canvas.findByLabelText(t('frameworkLabel'));
    await expect(select.querySelectorAll('optgroup')).toHaveLength(new Set(RECIPE_INDEX.frameworks.map((framework) => framework.group)).size);
    await expect(select.querySelector('optgroup[label="PHP"] option[value="php-laravel.yml"]')).toHaveTextContent('Laravel (MySQL)');
    const start = canvas.getByRole('button', { name: t('frameworkStart') });
    await expect(start).toBeDisabled();
    await userEvent.selectOptions(select, 'php-laravel.yml');
    await userEvent.click(start);
    await expect(args.onChooseTemplate).toHaveBeenCalledWith('php-laravel.yml');
  },
};

/** One's own code: upload or clone it, or write a custom deploy script. */
export const OpensOwnCodeChoices: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'template-gallery');
    await userEvent.click(await canvas.findByRole('button', { name: (name) => name.startsWith(t('uploadOrClone')) }));
    await expect(args.onUploadOrClone).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: (name) => name.startsWith(t('custom')) }));
    await expect(args.onCustom).toHaveBeenCalledOnce();
  },
};

/** No templates in the index: the gallery says so, and one's own code still works. */
export const Empty: Story = {
  args: { index: EMPTY_RECIPE_INDEX },
  tags: ['!autodocs'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'template-gallery');
    await expect(await canvas.findByText(t('empty'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('moreTemplates') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: (name) => name.startsWith(t('uploadOrClone')) })).toBeEnabled();
  },
};
