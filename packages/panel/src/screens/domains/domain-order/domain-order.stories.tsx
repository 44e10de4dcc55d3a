import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText, type StoryTextContext } from '@storybook-helpers/story-text';
import { formatCurrency } from '../../../rules/format';
import { DomainOrderScreen } from './domain-order';
import { toDomainOrder, type DomainOrderFormValues } from './domain-order-values';
import { fieldLabel } from './domain-order.play';
import { COM_PRICE, ORDER_TITLE, OWNER_CONTACT, SCHEMES, TEAM_CURRENCY, TWO_YEAR_ORDER, USER_CONTACT } from './domain-order.fixtures';

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

/**
 * A separate user contact whose postal code is over the user's 8 characters: said on its field, no order. Unticked,
 * the user contact is gone and the order can be placed; ticked again, what was typed is still there.
 */
export const UserContactPostalTooLong: Story = {
  args: { initialValues: { ...TWO_YEAR_ORDER, hasUserContact: true, user: { ...USER_CONTACT, postal: '123456789' } } },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-order');
    const issues = storyText(context, 'issues');
    const userContact = within(canvas.getByRole('group', { name: t('contact.userTitle') }));
    const postal = userContact.getByLabelText(fieldLabel(t('contact.fields.postal')));
    await expect(postal).toHaveAccessibleDescription(expect.stringContaining(t('contact.postalHint', { max: 8 })));
    await userEvent.click(postal);
    await userEvent.tab();
    await expect(await userContact.findByText(issues('tooLong', { max: 8 }))).toBeVisible();
    await expect(postal).toHaveAttribute('aria-invalid', 'true');
    const submit = canvas.getByRole('button', { name: t('order.submit') });
    await expect(submit).toBeDisabled();
    const addUser = canvas.getByRole('checkbox', { name: t('contact.addUser') });
    await userEvent.click(addUser);
    await expect(canvas.queryByRole('group', { name: t('contact.userTitle') })).toBeNull();
    await expect(submit).toBeEnabled();
    await userEvent.click(addUser);
    const again = within(canvas.getByRole('group', { name: t('contact.userTitle') }));
    await expect(again.getByLabelText(fieldLabel(t('contact.fields.postal')))).toHaveValue('123456789');
  },
};

/** The values an order is placed with, kept to read what the API is given. */
const placeOrder = fn<(values: DomainOrderFormValues) => Promise<unknown>>(async () => undefined);

/** Ticking the box adds the user contact: the order sends it as well as the owner's. */
export const OrdersWithUserContact: Story = {
  args: { initialValues: { ...TWO_YEAR_ORDER, user: USER_CONTACT }, onOrder: placeOrder },
  play: async (context) => {
    placeOrder.mockClear();
    const { canvas } = context;
    const t = storyText(context, 'domain-order');
    await expect(canvas.queryByRole('group', { name: t('contact.userTitle') })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('contact.addUser') }));
    const userContact = within(canvas.getByRole('group', { name: t('contact.userTitle') }));
    await expect(userContact.getByLabelText(fieldLabel(t('contact.fields.fname')))).toHaveValue('Budi');
    await userEvent.click(canvas.getByRole('button', { name: t('order.submit') }));
    await expect(placeOrder).toHaveBeenCalledWith(expect.objectContaining({ hasUserContact: true, user: USER_CONTACT }));
    const [values] = placeOrder.mock.lastCall ?? [];
    if (!values) throw new Error('the order was not placed');
    // What the API is given: the owner as bio, the user contact beside it (sent as user[...] fields).
    await expect(toDomainOrder(values, 'order')).toMatchObject({ bio: { fname: 'Maya' }, user: { fname: 'Budi', lname: 'Santoso', email: 'budi@lestari.studio', postal: '12730' } });
  },
};
