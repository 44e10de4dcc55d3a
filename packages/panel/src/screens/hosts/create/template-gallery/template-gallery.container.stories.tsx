import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { createHandlers, recipeIndexFixture } from '@hostdeck/mock-api';
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
