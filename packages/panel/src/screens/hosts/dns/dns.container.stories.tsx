import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { DnsScreenContainer } from './dns.container';
import { frameOf, STUDIO_DOMAIN, STUDIO_HOST_ID, SUBDOMAIN_HOST_ID } from './dns.fixtures';

// Save, then the zone fetched again: two calls on a loaded run.
const FLOW = { timeout: 5000 };

const meta = {
  title: 'Screens/Hosts/DnsContainer',
  component: DnsScreenContainer,
  args: { frame: frameOf(STUDIO_HOST_ID), sub: '', onSubChange: fn() },
} satisfies Meta<typeof DnsScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add an A record and a TXT record with a space, save, and see both in the saved zone. */
export const Default: Story = {
  ...panelStory(),
  args: { initialTab: 'edit' },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, 'dns');
    const added = within(await canvas.findByRole('region', { name: t('added.title') }, FLOW));
    await userEvent.click(added.getByRole('button', { name: t('added.add') }));
    const aRow = within(added.getByRole('listitem', { name: t('row.label', { type: 'A', name: '@' }) }));
    await userEvent.clear(aRow.getByRole('textbox', { name: t('fields.name') }));
    await userEvent.type(aRow.getByRole('textbox', { name: t('fields.name') }), 'test');
    await userEvent.type(aRow.getByRole('textbox', { name: t('fields.ip') }), '203.0.113.7');
    await userEvent.click(within(canvasElement).getByRole('tab', { name: t('tabs.preview', { total: 1 }) }));
    await expect(canvas.getByRole('region', { name: t('preview.label') })).toHaveTextContent('add a test 203.0.113.7');
    await userEvent.click(canvas.getByRole('button', { name: t('preview.save') }));
    await expect(await canvas.findByRole('region', { name: t('saved.label') }, FLOW)).toHaveTextContent(/^Done updating 1 records/);
    // The zone is fetched again: nothing is pending any more, and the current tab shows the new record.
    await expect(await canvas.findByRole('tab', { name: t('tabs.preview', { total: 0 }) }, FLOW)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: t('tabs.current') }));
    await expect(canvas.getByRole('region', { name: t('current.label', { domain: STUDIO_DOMAIN }) })).toHaveTextContent('test IN A 203.0.113.7');
  },
};

export const Loading: Story = {
  ...panelStory({ scenario: 'slow' }),
  tags: ['!autodocs'],
  play: async (context) => {
    const { canvas, canvasElement } = context;
    // The slow world answers after 1.5 s, the session first.
    await canvas.findByRole('heading', { level: 1, name: 'DNS' }, { timeout: 8000 });
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findByRole('tab', { name: storyText(context, 'dns')('tabs.current') }, { timeout: 8000 })).toBeVisible();
  },
};

export const Error: Story = {
  ...panelStory({ scenario: 'failing' }),
  tags: ['!autodocs'],
  play: async (context) => {
    const t = storyText(context, 'dns');
    const alert = await context.canvas.findByRole('alert', {}, FLOW);
    await expect(alert).toHaveTextContent(t('fetchError'));
    await expect(within(alert).getByRole('button', { name: t('ui:retry') })).toBeEnabled();
  },
};

/** shop.lestari.studio is a subdomain: its raw zone is empty, DNS is not managed here. */
export const NotManaged: Story = {
  ...panelStory(),
  args: { frame: frameOf(SUBDOMAIN_HOST_ID) },
  play: async (context) => {
    await expect(await context.canvas.findByRole('heading', { name: storyText(context, 'dns')('notManaged.title') }, FLOW)).toBeVisible();
  },
};

/** The studio's zone names another provider's name servers: the warning. */
export const NameserverWarning: Story = {
  ...panelStory({
    prepare: (store) =>
      store.update((draft) => {
        const zone = draft.hosts.find((host) => host.record.id === STUDIO_HOST_ID)?.zone;
        if (zone) zone.ns = [{ name: '@', host: 'ada.ns.cloudflare.com.' }, { name: '@', host: 'bob.ns.cloudflare.com.' }];
      }),
  }),
  play: async (context) => {
    const alert = await context.canvas.findByRole('alert', {}, FLOW);
    await expect(alert).toHaveTextContent(storyText(context, 'dns')('nameservers.title'));
  },
};

/** A client of the team: the zone and the records, nothing to change. */
export const ReadOnly: Story = {
  ...panelStory(),
  args: { frame: frameOf(STUDIO_HOST_ID, 'read-only'), initialTab: 'edit' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'dns');
    await canvas.findByRole('region', { name: t('existing.title') }, FLOW);
    await expect(canvas.queryByRole('button', { name: t('import.button') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: t('fields.name') })).not.toBeInTheDocument();
  },
};
