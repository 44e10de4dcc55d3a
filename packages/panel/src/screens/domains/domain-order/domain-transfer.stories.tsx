import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText } from '@storybook-helpers/story-text';
import { DomainTransferScreen } from './domain-transfer';
import { fieldLabel } from './domain-order.play';
import { OWNER_CONTACT, SCHEMES, TRANSFER_TITLE } from './domain-order.fixtures';

const meta = {
  title: 'Screens/Domains/DomainTransfer',
  component: DomainTransferScreen,
  args: {
    title: TRANSFER_TITLE,
    schemes: SCHEMES,
    availability: { status: 'unavailable', domain: 'kopilestari.com' },
    initialValues: { name: 'kopilestari', scheme: 'com', bio: OWNER_CONTACT },
    onLookup: fn(),
    onTransfer: fn(async () => undefined),
  },
} satisfies Meta<typeof DomainTransferScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const DOMAIN = isolateLtr('kopilestari.com');

/** A registered domain: the no-refunds notice, and with its EPP code the transfer can be ordered. */
export const Notice: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-order');
    await expect(canvas.getByRole('heading', { level: 1, name: TRANSFER_TITLE })).toBeVisible();
    await expect(canvas.getByText(t('transfer.noticeTitle'))).toBeVisible();
    await expect(canvas.getByText(t('transfer.notice'))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('check.registered', { domain: DOMAIN }));
    const submit = canvas.getByRole('button', { name: t('transfer.submit') });
    // The EPP code is what a transfer cannot do without.
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(fieldLabel(t('fields.secret'))), 'Xk29-Lm3p-Q7vT');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(context.args.onTransfer).toHaveBeenCalledWith(expect.objectContaining({ name: 'kopilestari', scheme: 'com', secret: 'Xk29-Lm3p-Q7vT' }));
  },
};

/** An available name has nothing to transfer: it is said, and the transfer is refused. */
export const RefusedWhenAvailable: Story = {
  args: { availability: { status: 'available', domain: 'kopilestari.com' }, initialValues: { name: 'kopilestari', scheme: 'com', secret: 'Xk29-Lm3p-Q7vT', bio: OWNER_CONTACT } },
  play: async (context) => {
    const t = storyText(context, 'domain-order');
    await expect(context.canvas.getByRole('status')).toHaveTextContent(t('check.notRegistered', { domain: DOMAIN }));
    await expect(context.canvas.getByRole('button', { name: t('transfer.submit') })).toBeDisabled();
  },
};

/** No contact yet: the catalogue's message that the data is needed. */
export const MissingData: Story = {
  args: { initialValues: { name: 'kopilestari', scheme: 'com', secret: 'Xk29-Lm3p-Q7vT' } },
  play: async (context) => {
    const t = storyText(context, 'domain-order');
    const common = storyText(context, 'common');
    await expect(context.canvas.getByText(common('domain.purchaseNeedsData'))).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: t('transfer.submit') })).toBeDisabled();
  },
};
