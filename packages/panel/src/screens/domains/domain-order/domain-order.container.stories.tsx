import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { isolateLtr } from '@hostdeck/ui';
import { storyText } from '@storybook-helpers/story-text';
import { formatCurrency } from '../../../rules/format';
import { DomainOrderScreenContainer } from './domain-order.container';
import { fieldLabel, fillContact } from './domain-order.play';
import { COM_PRICE, ORDER_TITLE, TEAM_CURRENCY } from './domain-order.fixtures';

const meta = {
  title: 'Screens/Domains/DomainOrderContainer',
  component: DomainOrderScreenContainer,
  args: { title: ORDER_TITLE },
} satisfies Meta<typeof DomainOrderScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();

/** The studio orders a free .com for two years: checked, priced, ordered, and taken to the new domain's page. */
export const Order: Story = {
  ...panelStory({ navigate }),
  play: async (context) => {
    navigate.mockClear();
    const { canvas } = context;
    const t = storyText(context, 'domain-order');
    await userEvent.type(await canvas.findByLabelText(fieldLabel(t('fields.name')), {}, { timeout: 5000 }), 'lestari-kopi');
    await userEvent.selectOptions(canvas.getByLabelText(fieldLabel(t('fields.years'))), '2');
    await fillContact(canvas, t);
    const price = canvas.getByRole('region', { name: t('total.title') });
    const { language } = context.loaded.panelI18n as { language: string };
    const total = isolateLtr(formatCurrency(COM_PRICE.purchase + COM_PRICE.renewal, TEAM_CURRENCY, language));
    await waitFor(() => expect(price).toHaveTextContent(total), { timeout: 5000 });
    await expect(price).toHaveTextContent(t('total.furtherYears'));
    const submit = canvas.getByRole('button', { name: t('order.submit') });
    await waitFor(() => expect(submit).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(submit);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/user\/domain\/detail\/\d+$/)), { timeout: 5000 });
  },
};

/** The registry cannot be asked: the catalogue's check failure, and nothing can be ordered. */
export const CheckFails: Story = {
  ...panelStory({ scenario: 'failing' }),
  tags: ['!autodocs'],
  play: async (context) => {
    const t = storyText(context, 'domain-order');
    const common = storyText(context, 'common');
    await userEvent.type(await context.canvas.findByLabelText(fieldLabel(t('fields.name')), {}, { timeout: 5000 }), 'lestari-kopi');
    await expect(await context.canvas.findByText(common('domain.checkFailed'), {}, { timeout: 5000 })).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: t('order.submit') })).toBeDisabled();
  },
};
