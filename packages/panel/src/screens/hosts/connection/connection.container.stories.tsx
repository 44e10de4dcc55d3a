import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { ConnectionScreenContainer } from './connection.container';
import { frameOf, HEALTHY_HOST_ID, NO_HTTPS_HOST_ID, WRONG_IP_HOST_ID } from './connection.fixtures';

const meta = {
  title: 'Screens/Hosts/ConnectionContainer',
  component: ConnectionScreenContainer,
  args: { frame: frameOf(HEALTHY_HOST_ID) },
} satisfies Meta<typeof ConnectionScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 5000 };

export const Healthy: Story = {
  ...panelStory(),
  play: async (context) => {
    const t = storyText(context, 'connection');
    await expect(await context.canvas.findByText(t('states.web-ok.title'), {}, LONG)).toBeVisible();
    await expect(context.canvas.getByText(t('states.dns-managed.title'))).toBeVisible();
    await expect(context.canvas.getByText(t('states.ping-ok.title'))).toBeVisible();
  },
};

export const ExternalWrongIp: Story = {
  ...panelStory(),
  args: { frame: frameOf(WRONG_IP_HOST_ID) },
  play: async (context) => {
    const t = storyText(context, 'connection');
    await expect(await context.canvas.findByText(t('states.ping-wrong-ip.title'), {}, LONG)).toBeVisible();
    await expect(context.canvas.getByText(t('states.dns-external.title'))).toBeVisible();
  },
};

/** n8n.lestari.studio has no certificate: the fix runs `ssl` through the deploy call, and the next check is fine. */
export const OneClickFix: Story = {
  ...panelStory(),
  args: { frame: frameOf(NO_HTTPS_HOST_ID) },
  play: async (context) => {
    const t = storyText(context, 'connection');
    await expect(await context.canvas.findByText(t('states.web-no-https.title'), {}, LONG)).toBeVisible();
    await userEvent.click(context.canvas.getByRole('button', { name: t('fixes.https.label') }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: t('fix.run') }));
    await expect(await context.canvas.findByText(t('fix.runningText'), {}, LONG)).toBeVisible();
    await userEvent.click(context.canvas.getByRole('button', { name: t('recheck') }));
    await expect(await context.canvas.findByText(t('states.web-ok.title'), {}, LONG)).toBeVisible();
  },
};
