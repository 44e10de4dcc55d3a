import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { DomainTransferScreenContainer } from './domain-transfer.container';
import { fieldLabel, fillContact } from './domain-order.play';
import { TRANSFER_TITLE } from './domain-order.fixtures';

const meta = {
  title: 'Screens/Domains/DomainTransferContainer',
  component: DomainTransferScreenContainer,
  args: { title: TRANSFER_TITLE },
} satisfies Meta<typeof DomainTransferScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();

/** A domain registered elsewhere, moved in with its EPP code: checked as registered, ordered, its page opened. */
export const TransferWithEppCode: Story = {
  ...panelStory({ navigate }),
  play: async (context) => {
    navigate.mockClear();
    const { canvas } = context;
    const t = storyText(context, 'domain-order');
    await userEvent.type(await canvas.findByLabelText(fieldLabel(t('fields.name')), {}, { timeout: 5000 }), 'github');
    await expect(await canvas.findByText(t('check.registered', { domain: isolateLtr('github.com') }), {}, { timeout: 5000 })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(fieldLabel(t('fields.secret'))), 'Gh-2026-Epp1');
    await fillContact(canvas, t);
    const submit = canvas.getByRole('button', { name: t('transfer.submit') });
    await waitFor(() => expect(submit).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(submit);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/user\/domain\/detail\/\d+$/)), { timeout: 5000 });
  },
};

/** A domain the team holds, still locked for transfer: the server's reason on the name, every value kept. */
export const LockedKeepsValues: Story = {
  ...panelStory({ navigate }),
  tags: ['!autodocs'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-order');
    const name = await canvas.findByLabelText(fieldLabel(t('fields.name')), {}, { timeout: 5000 });
    await userEvent.type(name, 'kopilestari');
    await expect(await canvas.findByText(t('check.registered', { domain: isolateLtr('kopilestari.com') }), {}, { timeout: 5000 })).toBeVisible();
    const secret = canvas.getByLabelText(fieldLabel(t('fields.secret')));
    await userEvent.type(secret, 'Xk29-Lm3p-Q7vT');
    await fillContact(canvas, t);
    const submit = canvas.getByRole('button', { name: t('transfer.submit') });
    await waitFor(() => expect(submit).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(submit);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'), { timeout: 5000 });
    await expect(name).toHaveValue('kopilestari');
    await expect(secret).toHaveValue('Xk29-Lm3p-Q7vT');
    await expect(canvas.getByLabelText(fieldLabel(t('contact.fields.tel')))).toHaveValue('+6281234567890');
  },
};
