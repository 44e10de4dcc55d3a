import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { isolateLtr, toast } from '@hostdeck/ui';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { DomainDnsScreenContainer } from './domain-dns.container';
import { ACTIVE_DOMAIN_ID, UNLOCKED_DOMAIN_ID, domainFrameOf } from './domain-dns.fixtures';

const meta = {
  title: 'Screens/Domains/DomainDnsContainer',
  component: DomainDnsScreenContainer,
  args: { frame: domainFrameOf(ACTIVE_DOMAIN_ID, 'DNS') },
} satisfies Meta<typeof DomainDnsScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const withToast = (story: ReturnType<typeof panelStory>) => ({
  ...story,
  beforeEach: () => {
    story.beforeEach();
    const spy = spyOn(toast, 'success');
    return () => spy.mockRestore();
  },
});

const saving = panelStory();
const domainOf = (story: typeof saving, id: number) => story.store.state.domains.find((domain) => domain.id === id);

/** lestari.studio (owner-paid) moves to another provider: updatens stores the new list and the toast says so. */
export const SaveNameServers: Story = {
  ...withToast(saving),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-dns');
    const success = toast.success;
    const form = within(await canvas.findByRole('form', { name: t('ns.title') }, { timeout: 5000 }));
    for (const [index, host] of ['ns1.example.net', 'ns2.example.net'].entries()) {
      const row = form.getByRole('textbox', { name: t('ns.row', { n: index + 1 }) });
      await userEvent.clear(row);
      await userEvent.type(row, host);
    }
    await userEvent.click(form.getByRole('button', { name: t('ns.save') }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(t('ns.saved', { domain: isolateLtr('lestari.studio') })), { timeout: 5000 });
    await expect(domainOf(saving, ACTIVE_DOMAIN_ID)?.metadata?.ns).toEqual(['ns1.example.net', 'ns2.example.net']);
    await expect(form.getByRole('button', { name: t('ns.useOurs') })).toBeEnabled();
  },
};

const locking = panelStory();

/** arkabakery.com has its transfer lock off: turning it on and saving (update) locks it at the registry. */
export const TurnTransferLockOn: Story = {
  ...withToast(locking),
  args: { frame: domainFrameOf(UNLOCKED_DOMAIN_ID, 'DNS') },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-dns');
    const success = toast.success;
    const transfer = await canvas.findByRole('switch', { name: t('locks.transfer') }, { timeout: 5000 });
    await expect(transfer).not.toBeChecked();
    await userEvent.click(transfer);
    await userEvent.click(canvas.getByRole('button', { name: t('locks.save') }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(t('locks.saved', { domain: isolateLtr('arkabakery.com') })), { timeout: 5000 });
    await expect(domainOf(locking, UNLOCKED_DOMAIN_ID)?.metadata?.locks).toEqual({ transfer: true, privacy: true });
    await expect(transfer).toBeChecked();
  },
};

/** A client of Lestari Studio on lestari.studio: its name servers and locks as text, why they cannot change, no form. */
export const ClientReadOnly: Story = {
  ...panelStory({ scenario: 'client' }),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-dns');
    await expect(await canvas.findByText(storyText(context, 'domain-frame')('readOnly.text'), {}, { timeout: 5000 })).toBeVisible();
    for (const server of domainFrameOf(ACTIVE_DOMAIN_ID).domain.metadata?.ns ?? []) await expect(canvas.getByText(server)).toBeVisible();
    await expect(canvas.getByText(t('locks.transfer')).nextElementSibling).toHaveTextContent(t('facts.on'));
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('ns.save') })).not.toBeInTheDocument();
  },
};
