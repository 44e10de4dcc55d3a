import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { DEFAULT_RECIPE_INDEX_URL } from '../../../../api/http/deploy-external';
import { TemplateGalleryContainer } from './template-gallery.container';

const meta = {
  title: 'Screens/Hosts/Create/Template gallery (container)',
  component: TemplateGalleryContainer,
  args: { onChooseTemplate: fn(), onUploadOrClone: fn(), onCustom: fn() },
} satisfies Meta<typeof TemplateGalleryContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixture index (16 tiles) from the simulated recipe host. */
export const FromRecipeIndex: Story = {
  ...panelStory({ scenario: 'free' }),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'WordPress' }));
    await expect(args.onChooseTemplate).toHaveBeenCalledWith('boot/wordpress.yml');
    await expect(canvas.getAllByRole('button').filter((button) => button.dataset.slot === 'template-tile')).toHaveLength(16);
  },
};

const failing = panelStory({ scenario: 'free' });

export const IndexUnavailable: Story = {
  ...failing,
  tags: ['!autodocs'],
  parameters: {
    msw: { handlers: { world: [http.get(DEFAULT_RECIPE_INDEX_URL, () => new HttpResponse(null, { status: 503 })), ...(failing.parameters.msw.handlers.world)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error fetching data! try again later')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Try again/ })).toBeEnabled();
  },
};
