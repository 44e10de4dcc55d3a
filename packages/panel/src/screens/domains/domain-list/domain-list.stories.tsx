import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText, type StoryTextContext } from '@storybook-helpers/story-text';
import { DOMAIN_STATUS_VALUES } from '../../../api/schemas/domains';
import { domainCreatePath, domainPath, domainTransferPath } from '../../../rules/record-paths';
import { domainExpiry } from './domain-expiry';
import { DomainListScreen } from './domain-list';
import { DOMAIN_STATUS_LABEL_KEYS } from './domain-list-status';
import { domainListArgs, NO_EXPIRY_DOMAIN, STUDIO_DOMAINS, studioDomainIn } from './domain-list.fixtures';

const meta = {
  title: 'Screens/Domains/DomainList',
  component: DomainListScreen,
  render: (args, context) => <DomainListScreen {...args} title={storyText(context, 'shell')('routes.domainList')} />,
  args: domainListArgs,
} satisfies Meta<typeof DomainListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const languageOf = (context: StoryTextContext) => (context.loaded.panelI18n as { language: string }).language;

/** The table row of a domain, found by the domain link in its row header. */
async function rowOf(canvasElement: HTMLElement, name: string) {
  const header = await within(canvasElement).findByRole('rowheader', { name });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

/** The owner's view: a domain in every status, each a link to its detail, with its expiry; New order and Transfer domain. */
export const EveryStatus: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, 'domain-list');
    await expect(await canvas.findByRole('heading', { level: 1, name: storyText(context, 'shell')('routes.domainList') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('actions.order') })).toHaveAttribute('href', domainCreatePath('/user'));
    await expect(canvas.getByRole('link', { name: t('actions.transfer') })).toHaveAttribute('href', domainTransferPath('/user'));
    await expect(canvas.getByRole('region', { name: t('table') })).toBeVisible();
    for (const status of DOMAIN_STATUS_VALUES) {
      const domain = studioDomainIn(status);
      const row = await rowOf(canvasElement, domain.name);
      await expect(row.getByText(t(DOMAIN_STATUS_LABEL_KEYS[status]))).toBeVisible();
      await expect(row.getByRole('link', { name: domain.name })).toHaveAttribute('href', domainPath('/user', 'detail', domain.id));
      const expiry = domainExpiry(domain.expiry_at, languageOf(context));
      await expect(row.getByRole('cell', { name: expiry.kind === 'date' ? expiry.text : t('noExpiry') })).toBeVisible();
    }
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(STUDIO_DOMAINS.length);
    // The whole row opens the domain: a point over its status cell lands on the domain's link.
    const active = studioDomainIn('active');
    const badge = (await rowOf(canvasElement, active.name)).getByText(t('status.active')).getBoundingClientRect();
    const hit = document.elementFromPoint(badge.left + badge.width / 2, badge.top + badge.height / 2);
    await expect(hit?.closest('a')).toHaveAttribute('href', domainPath('/user', 'detail', active.id));
  },
};

/** A domain without an expiry date shows the question mark, read out as "No expiry date". */
export const NoExpiry: Story = {
  args: { domains: [NO_EXPIRY_DOMAIN] },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyText(context, 'domain-list');
    const row = await rowOf(canvasElement, NO_EXPIRY_DOMAIN.name);
    const cell = row.getByRole('cell', { name: t('noExpiry') });
    await expect(within(cell).getByText('?')).toBeVisible();
    await expect(within(cell).getByText('?')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A member sees the domains and opens them, but neither orders nor transfers. */
export const MemberView: Story = {
  args: { canOrder: false },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, 'domain-list');
    const domain = studioDomainIn('active');
    await expect((await rowOf(canvasElement, domain.name)).getByRole('link', { name: domain.name })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('actions.order') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: t('actions.transfer') })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(STUDIO_DOMAINS.length);
  },
};

/** No domains: a manager is offered the two ways to get one, once, in the empty state. */
export const Empty: Story = {
  args: { status: 'empty', domains: [] },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-list');
    await expect(await canvas.findByRole('heading', { level: 2, name: t('empty.title') })).toBeVisible();
    await expect(canvas.getByText(t('empty.description'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('actions.order') })).toHaveAttribute('href', domainCreatePath('/user'));
    await expect(canvas.getByRole('link', { name: t('actions.transfer') })).toHaveAttribute('href', domainTransferPath('/user'));
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.queryByRole('region', { name: t('table') })).not.toBeInTheDocument();
  },
};

/** No domains, seen by a member: who can order one, and no buttons. */
export const EmptyForMember: Story = {
  args: { status: 'empty', domains: [], canOrder: false },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-list');
    await expect(await canvas.findByText(t('empty.memberDescription'))).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** While the list loads: the page is busy and shows the skeleton rows; the buttons are already there. */
export const Loading: Story = {
  args: { status: 'loading', domains: undefined },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, 'domain-list');
    await expect(await canvas.findByTestId('domain-list-skeleton')).toBeInTheDocument();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('region', { name: t('table') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('actions.order') })).toBeVisible();
  },
};

/** The list failed to load: the fetch error with Try again. */
export const FetchError: Story = {
  args: { status: 'error', domains: undefined, onRetry: fn() },
  play: async (context) => {
    const { args, canvas } = context;
    const common = storyText(context, 'common');
    await expect(await canvas.findByText(common('errors.fetch'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: common('errorBoundary.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** At 360 px each domain stacks into labelled lines: nothing overflows sideways. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 360 }} data-testid="narrow"><Story /></div>],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-list');
    await expect(await canvas.findByRole('link', { name: studioDomainIn('removed').name })).toBeVisible();
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(360);
    const table = canvas.getByRole('region', { name: t('table') });
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
  },
};
