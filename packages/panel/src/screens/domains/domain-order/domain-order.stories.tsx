import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText, type StoryTextContext } from '@storybook-helpers/story-text';
import { formatCurrency } from '../../../rules/format';
import { DomainOrderScreen } from './domain-order';
import { fieldLabel } from './domain-order.play';
import { COM_PRICE, ORDER_TITLE, OWNER_CONTACT, SCHEMES, TEAM_CURRENCY, TWO_YEAR_ORDER } from './domain-order.fixtures';

const meta = {
  title: 'Screens/Domains/DomainOrder',
  component: DomainOrderScreen,
  args: {
    title: ORDER_TITLE,
    schemes: SCHEMES,
    currency: TEAM_CURRENCY,
    availability: { status: 'available', domain: 'lestari-kopi.com', price: COM_PRICE },
    initialValues: TWO_YEAR_ORDER,
    onLookup: fn(),
    onOrder: fn(async () => undefined),
  },
} satisfies Meta<typeof DomainOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An amount as the screen writes it in the story's language, isolated left to right. */
function money(context: StoryTextContext, amount: number): string {
  const { language } = context.loaded.panelI18n as { language: string };
  return isolateLtr(formatCurrency(amount, TEAM_CURRENCY, language));
}

const DOMAIN = isolateLtr('lestari-kopi.com');

/** Two years of a free .com: the purchase price, one renewal year, their sum; the order can be placed. */
export const TotalForTwoYears: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-order');
    await expect(canvas.getByRole('heading', { level: 1, name: ORDER_TITLE })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('check.available', { domain: DOMAIN }));
    const total = canvas.getByRole('region', { name: t('total.title') });
    await expect(total).toHaveTextContent(money(context, COM_PRICE.purchase));
    await expect(total).toHaveTextContent(t('total.furtherAmount', { years: 1, price: money(context, COM_PRICE.renewal) }));
    await expect(total).toHaveTextContent(money(context, COM_PRICE.purchase + COM_PRICE.renewal));
    const submit = canvas.getByRole('button', { name: t('order.submit') });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(context.args.onOrder).toHaveBeenCalledWith(expect.objectContaining({ name: 'lestari-kopi', scheme: 'com', years: 2 }));
  },
};

/** While the registry is asked: said, and nothing can be ordered yet. */
export const Checking: Story = {
  args: { availability: { status: 'checking' } },
  play: async (context) => {
    const t = storyText(context, 'domain-order');
    await expect(context.canvas.getByRole('status')).toHaveTextContent(t('check.checking', { domain: DOMAIN }));
    await expect(context.canvas.getByText(t('total.pending'))).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: t('order.submit') })).toBeDisabled();
  },
};

/** A taken name: the catalogue's unavailable message; only available names are ordered. */
export const Unavailable: Story = {
  args: { availability: { status: 'unavailable', domain: 'lestari-kopi.com', price: COM_PRICE } },
  play: async (context) => {
    const t = storyText(context, 'domain-order');
    const common = storyText(context, 'common');
    await expect(context.canvas.getByRole('status')).toHaveTextContent(common('domain.unavailable'));
    await expect(context.canvas.getByRole('button', { name: t('order.submit') })).toBeDisabled();
  },
};

/** The registry refuses the name. */
export const RegistryInvalid: Story = {
  args: { availability: { status: 'invalid', domain: 'lestari-kopi.com' } },
  play: async (context) => {
    const t = storyText(context, 'domain-order');
    await expect(context.canvas.getByRole('status')).toHaveTextContent(t('check.invalid', { domain: DOMAIN }));
    await expect(context.canvas.getByRole('button', { name: t('order.submit') })).toBeDisabled();
  },
};

/** The check itself failed: the catalogue's failure message. */
export const CheckFailed: Story = {
  args: { availability: { status: 'error' } },
  play: async (context) => {
    const t = storyText(context, 'domain-order');
    const common = storyText(context, 'common');
    await expect(context.canvas.getByRole('status')).toHaveTextContent(common('domain.checkFailed'));
    await expect(context.canvas.getByRole('button', { name: t('order.submit') })).toBeDisabled();
  },
};

/** A name with a dot (the extension typed in): said on leaving the field; the registry is not asked. */
export const InvalidName: Story = {
  args: { availability: { status: 'idle' }, initialValues: { ...TWO_YEAR_ORDER, name: 'lestari.kopi' } },
  play: async (context) => {
    const t = storyText(context, 'domain-order');
    const name = context.canvas.getByLabelText(fieldLabel(t('fields.name')));
    await userEvent.click(name);
    await userEvent.tab();
    await expect(await context.canvas.findByText(t('fields.namePattern'))).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(context.canvas.getByRole('button', { name: t('order.submit') })).toBeDisabled();
  },
};

/** An owner postal code over 32 characters and a phone without '+'; choosing a country offers its dial code. */
export const ContactErrors: Story = {
  args: { initialValues: { ...TWO_YEAR_ORDER, bio: { ...OWNER_CONTACT, postal: '1'.repeat(33), tel: '081234567890' } } },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-order');
    const issues = storyText(context, 'issues');
    const postal = canvas.getByLabelText(fieldLabel(t('contact.fields.postal')));
    await userEvent.click(postal);
    await userEvent.tab();
    await expect(await canvas.findByText(issues('tooLong', { max: 32 }))).toBeVisible();
    const tel = canvas.getByLabelText(fieldLabel(t('contact.fields.tel')));
    await userEvent.click(tel);
    await userEvent.tab();
    await expect(await canvas.findByText(issues('phone'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('order.submit') })).toBeDisabled();
    // An empty phone takes the dial code of the country chosen.
    await userEvent.clear(tel);
    await userEvent.selectOptions(canvas.getByLabelText(fieldLabel(t('contact.fields.country'))), 'DE');
    await expect(tel).toHaveValue('+49');
  },
};

/** No contact yet: the catalogue's message that purchases need the data, and no order. */
export const MissingData: Story = {
  args: { initialValues: { name: 'lestari-kopi', scheme: 'com', years: 1 } },
  play: async (context) => {
    const t = storyText(context, 'domain-order');
    const common = storyText(context, 'common');
    await expect(context.canvas.getByText(common('domain.purchaseNeedsData'))).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: t('order.submit') })).toBeDisabled();
  },
};
