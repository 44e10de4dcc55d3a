import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { domainPath } from '../../../rules/record-paths';
import { DomainListScreenContainer } from './domain-list.container';
import { DOMAIN_STATUS_LABEL_KEYS } from './domain-list-status';
import { STUDIO_DOMAINS, studioDomainIn } from './domain-list.fixtures';

const meta = {
  title: 'Screens/Domains/DomainListContainer',
  component: DomainListScreenContainer,
  render: (args, context) => <DomainListScreenContainer {...args} title={storyText(context, 'shell')('routes.domainList')} />,
  args: { title: 'Domains' },
} satisfies Meta<typeof DomainListScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maya, the studio's owner: the studio's domains from the simulated world, and New order and Transfer domain. */
export const OwnerPaid: Story = {
  ...panelStory(),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-list');
    const table = await canvas.findByRole('region', { name: t('table') }, { timeout: 5000 });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(STUDIO_DOMAINS.length);
    const expired = studioDomainIn('expired');
    const row = within(table).getByRole('rowheader', { name: expired.name }).closest('tr');
    if (!row) throw new Error(`no row for ${expired.name}`);
    await expect(within(row).getByText(t(DOMAIN_STATUS_LABEL_KEYS.expired))).toBeVisible();
    await expect(within(row).getByRole('link', { name: expired.name })).toHaveAttribute('href', domainPath('/user', 'detail', expired.id));
    await expect(canvas.getByRole('link', { name: t('actions.order') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('actions.transfer') })).toBeVisible();
  },
};

/** Dewi, a member of the studio: the same domains, no New order or Transfer domain. */
export const Member: Story = {
  ...panelStory({ scenario: 'member' }),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-list');
    const table = await canvas.findByRole('region', { name: t('table') }, { timeout: 5000 });
    await expect(within(table).getByRole('link', { name: studioDomainIn('active').name })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('actions.order') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: t('actions.transfer') })).not.toBeInTheDocument();
  },
};
