import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { isolateLtr, toast } from '@hostdeck/ui';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { DomainRenewScreenContainer } from './domain-renew.container';
import { ACTIVE_DOMAIN_ID, PENDING_DOMAIN_ID, domainFrameOf } from './domain-renew.fixtures';

const meta = {
  title: 'Screens/Domains/DomainRenewContainer',
  component: DomainRenewScreenContainer,
  args: { frame: domainFrameOf(ACTIVE_DOMAIN_ID) },
} satisfies Meta<typeof DomainRenewScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();
const renewing = panelStory({ navigate });
const ACTIVE_NAME = domainFrameOf(ACTIVE_DOMAIN_ID).domain.name;

/** lestari.studio (owner-paid, dollars) for 3 years: the renewal invoice is added and the page moves to the invoices. */
export const RenewThreeYears: Story = {
  ...renewing,
  beforeEach: () => {
    renewing.beforeEach();
    navigate.mockClear();
    const spy = spyOn(toast, 'success');
    return () => spy.mockRestore();
  },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-renew');
    const success = toast.success;
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: t('form.years') }, { timeout: 5000 }), t('form.yearOption', { count: 3 }));
    await userEvent.click(canvas.getByRole('button', { name: t('form.submit') }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/user/invoice'), { timeout: 5000 });
    await expect(success).toHaveBeenCalledWith(t('done', { domain: isolateLtr(ACTIVE_NAME) }));
    const invoice = renewing.store.state.invoices.find((item) => item.effect?.kind === 'domain-renew' && item.effect.domain_id === ACTIVE_DOMAIN_ID);
    await expect(invoice?.effect).toMatchObject({ years: 3 });
  },
};

/** lestari.shop is pending: the refusal, with no form and nothing to order. */
export const PendingRefused: Story = {
  ...panelStory(),
  args: { frame: domainFrameOf(PENDING_DOMAIN_ID) },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-renew');
    await expect(await canvas.findByText(t('refused.title'), {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

/** A client of Lestari Studio on lestari.studio: the renewal price and why there is no order, but no form. */
export const ClientReadOnly: Story = {
  ...panelStory({ scenario: 'client' }),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-renew');
    await expect(await canvas.findByText(t('form.perYear'), {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(storyText(context, 'domain-frame')('readOnly.text'))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('form.submit') })).not.toBeInTheDocument();
  },
};
