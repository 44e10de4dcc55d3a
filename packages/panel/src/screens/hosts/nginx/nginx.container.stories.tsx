import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { NginxScreenContainer, type NginxScreenContainerProps } from './nginx.container';
import { SHOP_HOST_ID, STUDIO_DOMAIN, STUDIO_HOST_ID, frameOf } from './nginx.fixtures';

// Each step is a call to the simulated world, and the full run is loaded.
const CALL = { timeout: 5000 };

/** The console's part: the subdomain lives in the address; the container gets it back after each change. */
function NginxInAddress(props: NginxScreenContainerProps) {
  const [subdomain, setSubdomain] = useState(props.subdomain ?? '');
  return (
    <NginxScreenContainer
      {...props}
      subdomain={subdomain}
      onSubdomainChange={(next) => {
        props.onSubdomainChange(next);
        setSubdomain(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Hosts/NginxContainer',
  component: NginxScreenContainer,
  render: (args) => <NginxInAddress {...args} />,
  args: { frame: frameOf(STUDIO_HOST_ID), subdomain: '', onSubdomainChange: fn() },
} satisfies Meta<typeof NginxScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const apiEntry = '\u2066/api/\u2069';

/** lestari.studio: add /api/ forwarded to port 3000, see it in the preview, save it; the world keeps it. */
const studioStory = panelStory();
export const SubfolderProxy: Story = {
  ...studioStory,
  play: async (context) => {
    const t = storyText(context, 'nginx');
    const { canvas } = context;
    await userEvent.type(await canvas.findByRole('textbox', { name: t('entries.addLabel') }, CALL), '/api/{Enter}');
    const api = within(await canvas.findByRole('listitem', { name: t('entries.subfolder', { path: apiEntry }) }));
    await userEvent.selectOptions(api.getByRole('combobox', { name: t('fields.backend') }), 'proxy');
    await userEvent.type(api.getByRole('textbox', { name: new RegExp(t('fields.port')) }), '3000');
    await userEvent.click(canvas.getByRole('tab', { name: t('tabs.preview') }));
    await expect(await canvas.findByRole('region', { name: t('preview.label') })).toHaveTextContent('location /api/ { proxy_pass http://127.0.0.1:3000; }');
    await userEvent.click(canvas.getByRole('button', { name: t('save.action') }));
    await expect(await canvas.findByRole('region', { name: t('save.answer') }, CALL)).toHaveTextContent('Done updated');
    const site = studioStory.store.state.hosts.find((host) => host.record.id === STUDIO_HOST_ID)?.nginx[0];
    await expect(site?.config.locations).toContainEqual({ match: '/api/', proxy_pass: 'http://127.0.0.1:3000' });
  },
};

/** shop.lestari.studio: a PHP root index (Laravel's public folder). */
export const PhpSite: Story = {
  ...panelStory(),
  args: { frame: frameOf(SHOP_HOST_ID) },
  play: async (context) => {
    const t = storyText(context, 'nginx');
    const main = within(await context.canvas.findByRole('listitem', { name: t('entries.main') }, CALL));
    await expect(main.getByRole('combobox', { name: t('fields.backend') })).toHaveValue('php');
    await expect(main.getByRole('combobox', { name: t('fields.phpMode') })).toHaveValue('index');
  },
};

/** A subdomain without a site shows the bridge's message; the beta subdomain then loads its shell command. */
export const MissingSite: Story = {
  ...panelStory(),
  args: { subdomain: 'nope' },
  play: async (context) => {
    const t = storyText(context, 'nginx');
    const { canvas, args } = context;
    await expect(await canvas.findByText(t('missing', { domain: `\u2066nope.${STUDIO_DOMAIN}\u2069` }), undefined, CALL)).toBeVisible();
    const site = canvas.getByRole('textbox', { name: t('site.label') });
    await userEvent.clear(site);
    await userEvent.type(site, 'beta{Enter}');
    await expect(args.onSubdomainChange).toHaveBeenCalledWith('beta');
    const main = within(await canvas.findByRole('listitem', { name: t('entries.main') }, CALL));
    await expect(main.getByRole('combobox', { name: t('fields.backend') })).toHaveValue('gls');
    await expect(main.getByRole('switch', { name: t('fields.background') })).toBeChecked();
  },
};

export const FetchError: Story = {
  ...panelStory({ scenario: 'failing' }),
  tags: ['!autodocs'],
  play: async (context) => {
    const t = storyText(context, 'nginx');
    await expect(await context.canvas.findByRole('alert', undefined, CALL)).toHaveTextContent(t('fetchError'));
  },
};

/** A client reads the configuration and cannot save it. */
export const ReadOnly: Story = {
  ...panelStory(),
  args: { frame: frameOf(STUDIO_HOST_ID, 'read-only') },
  play: async (context) => {
    const t = storyText(context, 'nginx');
    const { canvas } = context;
    await expect(await canvas.findByRole('listitem', { name: t('entries.main') }, CALL)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('save.action') })).toBeNull();
  },
};
