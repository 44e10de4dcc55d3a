import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText, storyTextPattern } from '@storybook-helpers/story-text';
import { DnsScreen, type DnsSaveOutcome } from './dns';
import { dnsArgs, EXTERNAL_NS_PAGE, IMPORT_ZONE_FILE, STUDIO_DOMAIN } from './dns.fixtures';

const meta = {
  title: 'Screens/Hosts/Dns',
  component: DnsScreen,
  args: { ...dnsArgs, onRetry: fn(), onSubChange: fn(), onSave: fn(async (): Promise<DnsSaveOutcome> => ({ ok: true, message: 'Done updating 1 records' })) },
} satisfies Meta<typeof DnsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The added-records section and its controls. */
function addedSection(canvasElement: HTMLElement, title: string) {
  return within(within(canvasElement).getByRole('region', { name: title }));
}

/** Current DNS settings: the zone text as inert text, and the export. */
export const Default: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'dns');
    const zone = await canvas.findByRole('region', { name: t('current.label', { domain: STUDIO_DOMAIN }) });
    await expect(zone).toHaveTextContent('; SOA Record');
    await expect(zone).toHaveTextContent('_dmarc IN TXT "v=DMARC1; p=quarantine; rua=mailto:dmarc@lestari.studio"');
    await expect(canvas.getByRole('button', { name: t('current.export') })).toBeEnabled();
    await expect(canvas.getByRole('tab', { name: t('tabs.current'), selected: true })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['!autodocs'],
  args: { status: 'loading', page: undefined },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await expect(await canvas.findByRole('heading', { level: 1, name: 'DNS' })).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
  },
};

/** The zone could not be fetched: the spec's text and a retry. */
export const Error: Story = {
  tags: ['!autodocs'],
  args: { status: 'error', page: undefined },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyText(context, 'dns');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('fetchError'));
    await userEvent.click(canvas.getByRole('button', { name: t('ui:retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** An empty raw zone: DNS for this website is not managed here. */
export const NotManaged: Story = {
  tags: ['!autodocs'],
  args: { status: 'empty', domain: `shop.${STUDIO_DOMAIN}` },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'dns');
    await expect(await canvas.findByRole('heading', { name: t('notManaged.title') })).toBeVisible();
    await expect(canvas.getByText(storyTextPattern(context, 'dns', 'notManaged.text'))).toHaveTextContent(`shop.${STUDIO_DOMAIN}`);
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
  },
};

/** The edit table: each type with its own fields, the ones the zone lacks added by type. */
export const EditEveryType: Story = {
  args: { initialTab: 'edit' },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, 'dns');
    const existing = within(await canvas.findByRole('region', { name: t('existing.title') }));
    // Names repeat (two MX at the apex): the first of each is the zone's first record of that type and name.
    const row = (type: string, name: string) => existing.getAllByRole('listitem', { name: t('row.label', { type, name }) })[0] as HTMLElement;
    await expect(within(row('MX', '@')).getByRole('textbox', { name: t('fields.preference') })).toHaveValue('10');
    await expect(within(row('SRV', '_sip._tcp')).getByRole('textbox', { name: t('fields.port') })).toHaveValue('5060');
    await expect(within(row('CAA', '@')).getByRole('textbox', { name: t('fields.tag') })).toHaveValue('issue');
    await expect(within(row('CAA', '@')).getByRole('textbox', { name: t('fields.value') })).toHaveValue('letsencrypt.org');
    // Stored quotes come off a single string: the editor shows the text itself.
    await expect(within(row('TXT', '_dmarc')).getByRole('textbox', { name: t('fields.txt') })).toHaveValue('v=DMARC1; p=quarantine; rua=mailto:dmarc@lestari.studio');
    await expect(within(row('CNAME', 'docs')).getByRole('textbox', { name: t('fields.alias') })).toHaveValue('lestari-studio.github.io.');
    const added = addedSection(canvasElement, t('added.title'));
    for (const [type, fields] of [['aaaa', ['ip']], ['ptr', ['host']], ['spf', ['data']], ['srv', ['priority', 'weight', 'port', 'target']]] as const) {
      await userEvent.selectOptions(added.getByRole('combobox', { name: t('added.type') }), type);
      await userEvent.click(added.getByRole('button', { name: t('added.add') }));
      const item = added.getByRole('listitem', { name: t('row.label', { type: type.toUpperCase(), name: '@' }) });
      for (const field of fields) await expect(within(item).getByRole('textbox', { name: t(`fields.${field}`) })).toHaveValue('');
    }
  },
};

/** Field errors in the user's language: a bad IP, an MX preference out of range, a missing name. */
export const FieldErrors: Story = {
  args: { initialTab: 'edit' },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyText(context, 'dns');
    const tIssues = storyText(context, 'issues');
    const added = addedSection(canvasElement, t('added.title'));
    await userEvent.click(added.getByRole('button', { name: t('added.add') }));
    const aRow = within(added.getByRole('listitem', { name: t('row.label', { type: 'A', name: '@' }) }));
    await userEvent.type(aRow.getByRole('textbox', { name: t('fields.ip') }), '203.0.113');
    await expect(await aRow.findByText(tIssues('ipAddress', { version: 4 }))).toBeVisible();
    await userEvent.clear(aRow.getByRole('textbox', { name: t('fields.name') }));
    await expect(aRow.getByText(tIssues('required'))).toBeVisible();
    await userEvent.selectOptions(added.getByRole('combobox', { name: t('added.type') }), 'mx');
    await userEvent.click(added.getByRole('button', { name: t('added.add') }));
    const mxRow = within(added.getByRole('listitem', { name: t('row.label', { type: 'MX', name: '@' }) }));
    await userEvent.type(mxRow.getByRole('textbox', { name: t('fields.preference') }), '70000');
    await expect(mxRow.getByText(tIssues('outOfRange', { min: 0, max: 65535 }))).toBeVisible();
    await expect(mxRow.getByRole('textbox', { name: t('fields.preference') })).toHaveAttribute('aria-invalid', 'true');
    // Saving is held back until the marked fields are fixed.
    await userEvent.click(within(canvasElement).getByRole('tab', { name: storyTextPattern(context, 'dns', 'tabs.preview') }));
    await expect(within(canvasElement).getByText(t('preview.invalid'))).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: t('preview.save') })).toBeDisabled();
  },
};

/** Pending deletes and adds, and the change lines they make in the preview; save sends exactly those lines. */
export const PendingChanges: Story = {
  args: { initialTab: 'edit' },
  play: async (context) => {
    const { args, canvas, canvasElement } = context;
    const t = storyText(context, 'dns');
    const existing = within(await canvas.findByRole('region', { name: t('existing.title') }));
    const docs = existing.getByRole('listitem', { name: t('row.label', { type: 'CNAME', name: 'docs' }) });
    await userEvent.click(within(docs).getByRole('button', { name: `${t('row.delete')}: ${t('row.label', { type: 'CNAME', name: 'docs' })}` }));
    await expect(within(docs).getByText(t('row.deleted'))).toBeVisible();
    const added = addedSection(canvasElement, t('added.title'));
    await userEvent.click(added.getByRole('button', { name: t('added.add') }));
    const aRow = within(added.getByRole('listitem', { name: t('row.label', { type: 'A', name: '@' }) }));
    await userEvent.clear(aRow.getByRole('textbox', { name: t('fields.name') }));
    await userEvent.type(aRow.getByRole('textbox', { name: t('fields.name') }), 'test');
    await userEvent.type(aRow.getByRole('textbox', { name: t('fields.ip') }), '203.0.113.7');
    await userEvent.selectOptions(added.getByRole('combobox', { name: t('added.type') }), 'txt');
    await userEvent.click(added.getByRole('button', { name: t('added.add') }));
    const txtRow = within(added.getByRole('listitem', { name: t('row.label', { type: 'TXT', name: '@' }) }));
    await userEvent.clear(txtRow.getByRole('textbox', { name: t('fields.name') }));
    await userEvent.type(txtRow.getByRole('textbox', { name: t('fields.name') }), '_note');
    await userEvent.type(txtRow.getByRole('textbox', { name: t('fields.txt') }), 'hello world');
    await userEvent.click(canvas.getByRole('tab', { name: t('tabs.preview', { total: 3 }) }));
    const lines = ['del cname docs lestari-studio.github.io.', 'add a test 203.0.113.7', 'add txt _note "hello world"'];
    await expect(canvas.getByRole('region', { name: t('preview.label') })).toHaveTextContent(lines.join(' '));
    await userEvent.click(canvas.getByRole('button', { name: t('preview.save') }));
    await expect(args.onSave).toHaveBeenCalledWith(lines);
    await expect(await canvas.findByText(t('saved.title'))).toBeVisible();
    await expect(canvas.getByRole('region', { name: t('saved.label') })).toHaveTextContent('Done updating 1 records');
  },
};

/** Import from a BIND file: new records join the added ones, existing ones are skipped, unreadable lines listed. */
export const ImportBind: Story = {
  args: { initialTab: 'edit' },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, 'dns');
    const tIssues = storyText(context, 'issues');
    await userEvent.click(await canvas.findByRole('button', { name: t('import.button') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('import.title') }));
    await userEvent.click(dialog.getByRole('textbox', { name: t('import.paste') }));
    await userEvent.paste(IMPORT_ZONE_FILE);
    await userEvent.click(dialog.getByRole('button', { name: t('import.submit') }));
    const result = await dialog.findByRole('alert');
    await expect(result).toHaveTextContent(t('import.result', { added: 2, skipped: 1 }));
    await expect(result).toHaveTextContent(tIssues('zoneTypeUnsupported', { line: 7, type: 'DS' }));
    await expect(result).toHaveTextContent(tIssues('zoneLineUnreadable', { line: 8 }));
    await userEvent.click(dialog.getByRole('button', { name: t('import.done') }));
    const added = addedSection(canvasElement, t('added.title'));
    await expect(within(added.getByRole('listitem', { name: t('row.label', { type: 'A', name: 'status' }) })).getByRole('textbox', { name: t('fields.ip') })).toHaveValue('203.0.113.60');
    await expect(within(added.getByRole('listitem', { name: t('row.label', { type: 'TXT', name: '_note' }) })).getByRole('textbox', { name: t('fields.txt') })).toHaveValue('imported from the old provider');
  },
};

/** Preview with nothing pending: no lines, nothing to save. */
export const PreviewEmpty: Story = {
  tags: ['!autodocs'],
  args: { initialTab: 'preview' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'dns');
    await expect(await canvas.findByText(t('preview.empty'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('preview.save') })).toBeDisabled();
  },
};

/** A client: the records show, no write control. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, initialTab: 'edit' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'dns');
    const existing = within(await canvas.findByRole('region', { name: t('existing.title') }));
    const [firstMx] = existing.getAllByRole('listitem', { name: t('row.label', { type: 'MX', name: '@' }) });
    await expect(firstMx).toHaveTextContent('10 mx1.improvmx.com.');
    await expect(canvas.queryByRole('textbox', { name: t('fields.name') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('tab', { name: storyTextPattern(context, 'dns', 'tabs.preview') })).not.toBeInTheDocument();
    for (const name of [t('import.button'), t('added.add'), t('row.delete')]) await expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument();
  },
};

/** The zone's name servers are another provider's: a warning over the page. */
export const NameserverWarning: Story = {
  args: { page: EXTERNAL_NS_PAGE },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'dns');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('nameservers.title'));
    await expect(alert).toHaveTextContent('ada.ns.cloudflare.com.');
  },
};

/** A failed save keeps every pending change, and says why in the server's words. */
export const FailedSaveKeepsChanges: Story = {
  args: { initialTab: 'edit', onSave: fn(async (): Promise<DnsSaveOutcome> => ({ ok: false, detail: 'add a test 203.0.113.7: The address is refused.' })) },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, 'dns');
    const added = addedSection(canvasElement, t('added.title'));
    await userEvent.click(await added.findByRole('button', { name: t('added.add') }));
    const aRow = within(added.getByRole('listitem', { name: t('row.label', { type: 'A', name: '@' }) }));
    await userEvent.type(aRow.getByRole('textbox', { name: t('fields.ip') }), '203.0.113.7');
    await userEvent.click(canvas.getByRole('tab', { name: t('tabs.preview', { total: 1 }) }));
    await userEvent.click(canvas.getByRole('button', { name: t('preview.save') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('failed.title'));
    await expect(alert).toHaveTextContent('add a test 203.0.113.7: The address is refused.');
    await expect(canvas.getByRole('region', { name: t('preview.label') })).toHaveTextContent('add a @ 203.0.113.7');
    await userEvent.click(canvas.getByRole('tab', { name: t('tabs.edit') }));
    await waitFor(() => expect(within(addedSection(canvasElement, t('added.title')).getByRole('listitem')).getByRole('textbox', { name: t('fields.ip') })).toHaveValue('203.0.113.7'));
  },
};

/** At 360 px the edit rows stack their fields and the zone text scrolls in its own box: nothing overflows sideways. */
export const Narrow: Story = {
  args: { initialTab: 'edit' },
  decorators: [(Story) => <div style={{ width: 360 }} data-testid="narrow"><Story /></div>],
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, 'dns');
    await userEvent.click(await addedSection(canvasElement, t('added.title')).findByRole('button', { name: t('added.add') }));
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(360);
    await userEvent.click(canvas.getByRole('tab', { name: t('tabs.current') }));
    await expect(await canvas.findByRole('region', { name: t('current.label', { domain: STUDIO_DOMAIN }) })).toBeVisible();
    await expect(box.scrollWidth).toBeLessThanOrEqual(360);
  },
};
