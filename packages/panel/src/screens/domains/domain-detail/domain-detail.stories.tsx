import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText, storyTextPattern } from '@storybook-helpers/story-text';
import { domainDetailActions } from '../../../rules/domain-page-gate';
import { DomainDetailScreen } from './domain-detail';
import {
  activeDomain,
  detailNow,
  expiredDomain,
  pendingDomain,
  removedDomain,
  verifyPendingDomain,
  verifyRecentDomain,
  verifyWithoutEmailDomain,
} from './domain-detail.fixtures';

const meta = {
  title: 'Screens/Domains/DomainDetail',
  component: DomainDetailScreen,
  args: {
    title: 'Domain details',
    domain: activeDomain,
    now: detailNow,
    onPay: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onResendVerification: fn(async () => undefined),
    actions: domainDetailActions('owner'),
  },
} satisfies Meta<typeof DomainDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active, verified domain: the open-website link, the transfer code on request, the registry data, no verification panel. */
export const Active: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-detail');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Domain details' })).toBeVisible();
    await expect(canvas.getByText(storyText(context, 'domain-frame')('status.active'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(t('actions.open')) })).toHaveAttribute('href', `https://${activeDomain.name}`);
    await expect(canvas.queryByRole('button', { name: t('actions.pay') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('actions.delete') })).toBeNull();
    await expect(canvas.queryByText(t('verify.title'))).toBeNull();
    const registry = within(canvas.getByRole('heading', { name: t('metadata.title') }).closest('[data-slot="card"]') ?? document.body);
    await expect(registry.getByText(activeDomain.metadata?.email ?? '')).toBeVisible();
    await expect(registry.getByText(t('metadata.locked'))).toBeVisible();
    for (const server of activeDomain.metadata?.ns ?? []) await expect(registry.getByText(server)).toBeVisible();
    const code = activeDomain.metadata?.code ?? '';
    await expect(canvas.queryByText(code)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('code.show') }));
    await expect(canvas.getByText(code)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('code.copy') })).toBeEnabled();
  },
};

/** A pending domain: pay and delete, no registry data; delete asks first. */
export const Pending: Story = {
  args: { domain: pendingDomain },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'domain-detail');
    await expect(canvas.queryByRole('heading', { name: t('metadata.title') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('code.show') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: new RegExp(t('actions.open')) })).toBeNull();
    await expect(canvas.getByText(t('summary.noExpiry'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('actions.pay') }));
    await waitFor(() => expect(args.onPay).toHaveBeenCalledOnce());
    await userEvent.click(canvas.getByRole('button', { name: t('actions.delete') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('delete.title', { name: isolateLtr(pendingDomain.name) }) }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: t('delete.confirm') }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledOnce());
  },
};

/** An expired domain: the transfer code and the registry data, neither pay, delete nor the website link. */
export const Expired: Story = {
  args: { domain: expiredDomain },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-detail');
    await expect(canvas.getByText(storyText(context, 'domain-frame')('status.expired'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('code.show') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('metadata.title') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('actions.pay') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('actions.delete') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: new RegExp(t('actions.open')) })).toBeNull();
  },
};

/** A client on an active domain awaiting verification: the website and the resend, but no transfer code to move it away. */
export const ClientActive: Story = {
  args: { domain: verifyRecentDomain, actions: domainDetailActions('client') },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-detail');
    await expect(canvas.getByRole('link', { name: new RegExp(t('actions.open')) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('verify.resend') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('code.show') })).toBeNull();
    await expect(canvas.queryByText(verifyRecentDomain.metadata?.code ?? '')).toBeNull();
  },
};

/** A removed domain: delete only. */
export const Removed: Story = {
  args: { domain: removedDomain },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-detail');
    await expect(canvas.getByRole('button', { name: t('actions.delete') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('actions.pay') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('code.show') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: new RegExp(t('actions.open')) })).toBeNull();
  },
};

/** Verification pending with a verify email, bought 3 days ago: the 15-day rule, its deadline, and resend after a confirmation. */
export const VerificationWithEmail: Story = {
  args: { domain: verifyRecentDomain },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'domain-detail');
    const email = verifyRecentDomain.metadata?.verifyEmail ?? '';
    await expect(canvas.getByText(t('verify.title'))).toBeVisible();
    await expect(canvas.getByText(t('verify.sent', { email: isolateLtr(email) }))).toBeVisible();
    await expect(canvas.getByText(t('verify.rule', { days: 15 }))).toBeVisible();
    const deadline = canvas.getByText(storyTextPattern(context, 'domain-detail', 'verify.deadline'));
    await expect(deadline).toHaveTextContent(t('verify.daysLeft', { count: 12 }));
    await userEvent.click(canvas.getByRole('button', { name: t('verify.resend') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('verify.ask.title') }));
    await expect(args.onResendVerification).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: t('verify.ask.confirm') }));
    await waitFor(() => expect(args.onResendVerification).toHaveBeenCalledOnce());
  },
};

/** Verification pending without a verify email: the contact-support note and no resend. */
export const VerificationWithoutEmail: Story = {
  args: { domain: verifyWithoutEmailDomain },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'domain-detail');
    await expect(canvas.getByText(t('verify.noEmail'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('verify.resend') })).toBeNull();
  },
};

/** Verification long past its 15 days: the deadline reads overdue. */
export const VerificationOverdue: Story = {
  args: { domain: verifyPendingDomain },
  play: async (context) => {
    await expect(context.canvas.getByText(storyTextPattern(context, 'domain-detail', 'verify.overdue'))).toBeVisible();
    await expect(context.canvas.queryByText(storyTextPattern(context, 'domain-detail', 'verify.deadline'))).toBeNull();
  },
};

/** Back from an action with `msg=Command Complete Successfully`: the success notice. */
export const SuccessNotice: Story = {
  args: { message: 'Command Complete Successfully' },
  play: async (context) => {
    await expect(context.canvas.getByText(storyText(context, 'domain-detail')('success'))).toBeVisible();
  },
};
