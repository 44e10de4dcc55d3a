import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText } from '@storybook-helpers/story-text';
import { ApiError } from '../../../api/errors';
import { DomainDnsScreen } from './domain-dns';
import { ELSEWHERE_DOMAIN, EXPIRED_DOMAIN_ID, PLATFORM_NAME_SERVERS, domainDetailOf, domainDnsArgs } from './domain-dns.fixtures';

const meta = {
  title: 'Screens/Domains/DomainDns',
  component: DomainDnsScreen,
  render: (args, context) => <DomainDnsScreen {...args} title={storyText(context, 'shell')('routes.domainDns')} />,
  args: { ...domainDnsArgs, onSaveNameServers: fn(() => Promise.resolve()), onSaveLocks: fn(() => Promise.resolve()) },
} satisfies Meta<typeof DomainDnsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const nsForm = async (canvas: Canvas, title: string) => within(await canvas.findByRole('form', { name: title }));

/** lestari.studio on the platform's name servers with both locks on: "use ours" has nothing to change. */
export const Default: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-dns');
    await expect(await canvas.findByRole('heading', { level: 1, name: storyText(context, 'shell')('routes.domainDns') })).toBeVisible();
    const form = await nsForm(canvas, t('ns.title'));
    for (const [index, host] of PLATFORM_NAME_SERVERS.entries()) await expect(form.getByRole('textbox', { name: t('ns.row', { n: index + 1 }) })).toHaveValue(host);
    await expect(form.getByRole('button', { name: t('ns.useOurs') })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: t('locks.transfer') })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: t('locks.privacy') })).toBeChecked();
  },
};

/** A row that is no host name is refused on its field and nothing is sent. */
export const InvalidHostName: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'domain-dns');
    const form = await nsForm(canvas, t('ns.title'));
    await userEvent.click(form.getByRole('button', { name: t('ns.add') }));
    const third = form.getByRole('textbox', { name: t('ns.row', { n: 3 }) });
    await userEvent.type(third, 'ns3 example');
    await userEvent.click(form.getByRole('button', { name: t('ns.save') }));
    await waitFor(() => expect(third).toHaveAccessibleDescription(expect.stringContaining(t('ns.invalidHost'))));
    await expect(third).toHaveFocus();
    await expect(args.onSaveNameServers).not.toHaveBeenCalled();
  },
};

/** One name server is not enough: the list says so and nothing is sent. */
export const FewerThanTwoRefused: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'domain-dns');
    const form = await nsForm(canvas, t('ns.title'));
    await userEvent.click(form.getByRole('button', { name: t('ns.remove', { n: 2 }) }));
    await expect(form.queryByRole('textbox', { name: t('ns.row', { n: 2 }) })).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: t('ns.save') }));
    await expect(await form.findByRole('alert')).toHaveTextContent(t('ns.tooFew'));
    await expect(args.onSaveNameServers).not.toHaveBeenCalled();
  },
};

/** Delegated elsewhere: "use ours" puts the platform's name servers back in one click, and saving sends them. */
export const UseOurNameServers: Story = {
  args: { domain: ELSEWHERE_DOMAIN },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'domain-dns');
    const form = await nsForm(canvas, t('ns.title'));
    await expect(form.getByRole('textbox', { name: t('ns.row', { n: 3 }) })).toHaveValue('ns3.cloudflare.com');
    await expect(form.getByText(t('ns.ours', { hosts: PLATFORM_NAME_SERVERS.map((host) => isolateLtr(host)).join(', ') }))).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: t('ns.useOurs') }));
    await expect(form.getByRole('textbox', { name: t('ns.row', { n: 1 }) })).toHaveValue(PLATFORM_NAME_SERVERS[0]);
    await expect(form.queryByRole('textbox', { name: t('ns.row', { n: 3 }) })).not.toBeInTheDocument();
    await expect(form.getByRole('button', { name: t('ns.useOurs') })).toBeDisabled();
    await userEvent.click(form.getByRole('button', { name: t('ns.save') }));
    await waitFor(() => expect(args.onSaveNameServers).toHaveBeenCalledWith([...PLATFORM_NAME_SERVERS]));
  },
};

/** The server refuses the list: its reason shows on the list and every edited row stays. */
export const ServerRefusalKeepsEdits: Story = {
  args: { onSaveNameServers: fn(() => Promise.reject(new ApiError({ kind: 'http', status: 422, message: 'Invalid input', fieldErrors: { ns: 'ns1.example.com is not a valid name server.' } }))) },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-dns');
    const form = await nsForm(canvas, t('ns.title'));
    const first = form.getByRole('textbox', { name: t('ns.row', { n: 1 }) });
    await userEvent.clear(first);
    await userEvent.type(first, 'ns1.example.com');
    await userEvent.click(form.getByRole('button', { name: t('ns.save') }));
    await expect(await form.findByRole('alert')).toHaveTextContent('ns1.example.com is not a valid name server.');
    await expect(first).toHaveValue('ns1.example.com');
    await expect(form.getByRole('textbox', { name: t('ns.row', { n: 2 }) })).toHaveValue(PLATFORM_NAME_SERVERS[1]);
  },
};

/** Turning the transfer lock off and saving sends both locks. */
export const LockToggle: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'domain-dns');
    const transfer = await canvas.findByRole('switch', { name: t('locks.transfer') });
    await userEvent.click(transfer);
    await expect(transfer).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('locks.save') }));
    await waitFor(() => expect(args.onSaveLocks).toHaveBeenCalledWith({ transfer: false, privacy: true }));
  },
};

/** An expired domain's registrar data cannot change: the reason instead of the forms. */
export const NotActive: Story = {
  args: { domain: domainDetailOf(EXPIRED_DOMAIN_ID) },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-dns');
    await expect(await canvas.findByText(t('notActive.text', { domain: isolateLtr(domainDetailOf(EXPIRED_DOMAIN_ID).name) }))).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
  },
};

/** A read-only role on the expired domain: the registry's name servers and locks as text (the transfer lock off), no form. */
export const ReadOnlyExpired: Story = {
  args: { domain: domainDetailOf(EXPIRED_DOMAIN_ID), isReadOnly: true },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-dns');
    const domain = domainDetailOf(EXPIRED_DOMAIN_ID);
    await expect(canvas.getByText(storyText(context, 'domain-frame')('readOnly.title'))).toBeVisible();
    for (const server of domain.metadata?.ns ?? []) await expect(canvas.getByText(server)).toBeVisible();
    const transfer = domain.metadata?.locks?.transfer ? t('facts.on') : t('facts.off');
    await expect(canvas.getByText(t('locks.transfer')).nextElementSibling).toHaveTextContent(transfer);
    await expect(canvas.queryByText(t('notActive.title'))).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
  },
};
