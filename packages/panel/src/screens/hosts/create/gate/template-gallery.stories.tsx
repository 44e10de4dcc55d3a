import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { STORY_RECIPE_INDEX } from './story-recipes';
import { TemplateGalleryScreen } from './template-gallery';

const meta = {
  title: 'Screens/Hosts/Create/Template gallery',
  component: TemplateGalleryScreen,
  args: { index: STORY_RECIPE_INDEX, onChooseTemplate: fn(), onUploadOrClone: fn(), onCustom: fn() },
} satisfies Meta<typeof TemplateGalleryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tiles with title, icon and colour; a tile chooses its recipe file. */
export const Gallery: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tiles = within(await canvas.findByRole('list'));
    await expect(tiles.getAllByRole('button')).toHaveLength(4);
    const laravel = tiles.getByRole('button', { name: 'Laravel' });
    await expect(laravel).toHaveStyle({ borderInlineStartColor: 'rgb(255, 45, 32)' });
    await userEvent.click(laravel);
    await expect(args.onChooseTemplate).toHaveBeenCalledWith('boot/laravel.yml');
  },
};

/** The 'more templates' entries have a file only: their titles come from the file names. */
export const MoreTemplates: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'More templates' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Node Red' }));
    await expect(args.onChooseTemplate).toHaveBeenCalledWith('boot/node-red.yml');
  },
};

/** Frameworks are grouped as the index groups them; Start is enabled once one is chosen. */
export const GroupedFrameworks: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByLabelText('Framework or language');
    await expect(select.querySelectorAll('optgroup')).toHaveLength(4);
    await expect(select.querySelector('optgroup[label="PHP"] option')).toHaveTextContent('Laravel (MySQL)');
    const start = canvas.getByRole('button', { name: 'Start from this framework' });
    await expect(start).toBeDisabled();
    await userEvent.selectOptions(select, 'php-laravel.yml');
    await userEvent.click(start);
    await expect(args.onChooseTemplate).toHaveBeenCalledWith('php-laravel.yml');
  },
};

export const OwnCode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Upload or clone/ }));
    await expect(args.onUploadOrClone).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: /Custom template/ }));
    await expect(args.onCustom).toHaveBeenCalledOnce();
  },
};

export const NoTemplates: Story = {
  args: { index: { ...STORY_RECIPE_INDEX, templates: [], templates_more: [], frameworks: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No templates are available right now.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'More templates' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Upload or clone/ })).toBeEnabled();
  },
};
