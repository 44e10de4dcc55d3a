import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { createHandlers } from '@hostdeck/mock-api';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { SOFTWARE_VERSION_COMMANDS } from '../../../api/schemas/host-tools';
import { SoftwareScreenContainer } from './software.container';
import { STUDIO_HOST_ID, STUDIO_VERSIONS, studioFrame } from './software.fixtures';

const meta = {
  title: 'Screens/Hosts/SoftwareContainer',
  component: SoftwareScreenContainer,
  args: { frame: studioFrame() },
} satisfies Meta<typeof SoftwareScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = panelStory();
let nodeRequests = 0;
/** The Node command fails its first time (503); the PHP and Python commands answer from the world. */
const nodeFailsOnce = http.get(`*/userapi/team/:teamId/host/software/${STUDIO_HOST_ID}`, ({ request }) => {
  if (new URL(request.url).searchParams.get('cmd') !== SOFTWARE_VERSION_COMMANDS.node) return undefined;
  nodeRequests += 1;
  return nodeRequests === 1 ? new HttpResponse(null, { status: 503 }) : undefined;
});

/** lestari.studio's versions, each from its own call: Node's failure stays in its card, and its retry brings it. */
export const VersionsWithNodeRetry: Story = {
  ...story,
  parameters: { msw: { handlers: { world: [nodeFailsOnce, ...createHandlers(story.store)] } } },
  beforeEach: () => {
    nodeRequests = 0;
    story.beforeEach();
  },
  play: async (context) => {
    const t = storyText(context, 'software');
    const { canvas } = context;
    const php = within(await canvas.findByRole('region', { name: t('names.php') }, { timeout: 5000 }));
    await expect(await php.findByText(STUDIO_VERSIONS.php, {}, { timeout: 5000 })).toBeVisible();
    const python = within(canvas.getByRole('region', { name: t('names.python') }));
    await expect(await python.findByText(STUDIO_VERSIONS.python, {}, { timeout: 5000 })).toBeVisible();
    const node = within(canvas.getByRole('region', { name: t('names.node') }));
    const alert = await node.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('fetchError', { name: t('names.node') }));
    await userEvent.click(within(alert).getByRole('button', { name: t('ui:retry') }));
    await expect(await node.findByText(STUDIO_VERSIONS.node, {}, { timeout: 5000 })).toBeVisible();
    await expect(nodeRequests).toBe(2);
  },
};
