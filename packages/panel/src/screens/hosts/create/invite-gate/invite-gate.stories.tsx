import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { ApiError } from '../../../../api/errors';
import { formatBytes, formatCurrency } from '../../../../rules/format';
import { InviteGateScreen } from './invite-gate';
import { PLAN_CURRENCY, PLAN_SUMMARY } from './invite-gate.fixtures';

const meta = {
  title: 'Screens/Hosts/InviteGate',
  component: InviteGateScreen,
  args: { planLevel: -1, onRedeemCode: fn(), onLinkGithub: fn(), plans: PLAN_SUMMARY, currency: PLAN_CURRENCY, upgradeHref: '/user/upgrade' },
} satisfies Meta<typeof InviteGateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog 'Link GitHub account' opens, once it is open. */
async function openGithubDialog(context: Parameters<NonNullable<Story['play']>>[0]) {
  const t = storyText(context, 'invite-gate');
  await context.userEvent.click(await context.canvas.findByRole('button', { name: t('githubAction') }));
  return within(await screen.findByRole('dialog', { name: t('githubDialog.title') }));
}

/** Level -1: the three ways to unlock, each usable. */
export const Locked: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'invite-gate');
    await expect(await canvas.findByRole('heading', { name: t('title') })).toBeVisible();
    await expect(canvas.getByText(t('githubText'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('upgradeAction') })).toBeEnabled();
    await userEvent.type(canvas.getByLabelText(t('inviteLabel')), '  LESTARISTUDIO ');
    await userEvent.click(canvas.getByRole('button', { name: t('inviteSubmit') }));
    await expect(args.onRedeemCode).toHaveBeenCalledWith('LESTARISTUDIO');
  },
};

/** Level -2: the banned hint, and no way to unlock. */
export const Banned: Story = {
  args: { planLevel: -2 },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'invite-gate');
    await expect(await canvas.findByRole('heading', { name: t('bannedTitle') })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('common:access.banned'));
    await expect(canvas.queryByLabelText(t('inviteLabel'))).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('upgradeAction') })).not.toBeInTheDocument();
  },
};

/** Fourteen characters is the most a code has; a fifteenth is refused before any call. */
export const RefusesLongCode: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'invite-gate');
    const code = await canvas.findByLabelText(t('inviteLabel'));
    await userEvent.type(code, 'A'.repeat(15));
    await userEvent.click(canvas.getByRole('button', { name: t('inviteSubmit') }));
    await expect(await canvas.findByText(t('issues:tooLong', { max: 14 }))).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRedeemCode).not.toHaveBeenCalled();
    await userEvent.type(code, '{Backspace}');
    await userEvent.click(canvas.getByRole('button', { name: t('inviteSubmit') }));
    await expect(args.onRedeemCode).toHaveBeenCalledWith('A'.repeat(14));
  },
};

export const RequiresCode: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'invite-gate');
    await userEvent.click(await canvas.findByRole('button', { name: t('inviteSubmit') }));
    await expect(await canvas.findByText(t('issues:required'))).toBeVisible();
    await expect(canvas.getByLabelText(t('inviteLabel'))).toHaveFocus();
    await expect(args.onRedeemCode).not.toHaveBeenCalled();
  },
};

/** Two clicks in one task, before React can disable the button, grant the code once. */
export const DoubleClickRedeemsOnce: Story = {
  args: { onRedeemCode: fn(() => new Promise<never>(() => undefined)) },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'invite-gate');
    await userEvent.type(await canvas.findByLabelText(t('inviteLabel')), 'FRIEND2025');
    const submit = canvas.getByRole('button', { name: t('inviteSubmit') });
    submit.click();
    submit.click();
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(args.onRedeemCode).toHaveBeenCalledOnce();
  },
};

/** The server's reason (its own words) for refusing a code. */
const UNKNOWN_CODE = 'This invite code does not exist.';
const unknownCode = new ApiError({ kind: 'http', status: 422, message: 'Invalid input', fieldErrors: { code: UNKNOWN_CODE } });

/** The grant call refuses the code: its reason shows under the field, which keeps the code. */
export const ServerRefusesCode: Story = {
  args: { onRedeemCode: fn(() => Promise.reject(unknownCode)) },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'invite-gate');
    const code = await canvas.findByLabelText(t('inviteLabel'));
    await userEvent.type(code, 'NOPE');
    await userEvent.click(canvas.getByRole('button', { name: t('inviteSubmit') }));
    await expect(await canvas.findByText(t('inviteFailed', { message: UNKNOWN_CODE }))).toBeVisible();
    await expect(code).toHaveValue('NOPE');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
  },
};

/** 'Link GitHub account' opens a dialog that explains the trust rule and links from there, not from a placeholder page. */
export const LinksGithubInDialog: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const t = storyText(context, 'invite-gate');
    const dialog = await openGithubDialog(context);
    await expect(dialog.getByText(t('githubDialog.text'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('githubAction') }));
    await expect(args.onLinkGithub).toHaveBeenCalledOnce();
  },
};

/** While the profile call runs, the dialog says so and its button is busy. */
export const LinkingGithub: Story = {
  args: { githubLink: { status: 'linking' } },
  play: async (context) => {
    const t = storyText(context, 'invite-gate');
    const dialog = await openGithubDialog(context);
    await expect(dialog.getByRole('status')).toHaveTextContent(t('githubDialog.linking'));
    await expect(dialog.getByRole('button', { name: (name) => name.includes(t('githubAction')) })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Linked, but the account is too young or has no follower: the dialog says why the plan stays locked. */
export const GithubNotTrusted: Story = {
  args: { githubLink: { status: 'notTrusted' } },
  play: async (context) => {
    const t = storyText(context, 'invite-gate');
    const dialog = await openGithubDialog(context);
    await expect(dialog.getByRole('alert')).toHaveTextContent(t('githubDialog.notTrusted'));
    await expect(dialog.queryByRole('button', { name: t('githubAction') })).not.toBeInTheDocument();
  },
};

/** A known server error ('GitHub API token not found') reads in the user's language, with a way to try again. */
export const GithubTokenNotFound: Story = {
  args: { githubLink: { status: 'failed', error: { code: 'tokenMissing' } } },
  play: async (context) => {
    const { args, userEvent } = context;
    const t = storyText(context, 'invite-gate');
    const dialog = await openGithubDialog(context);
    await expect(dialog.getByRole('alert')).toHaveTextContent(t('githubDialog.errors.tokenMissing'));
    await userEvent.click(dialog.getByRole('button', { name: t('githubDialog.retry') }));
    await expect(args.onLinkGithub).toHaveBeenCalledOnce();
  },
};

/** A server answer the panel does not know is shown as the server's own words, quoted as such. */
export const GithubUnknownServerMessage: Story = {
  args: { githubLink: { status: 'failed', error: { code: 'server', message: 'Rate limit exceeded' } } },
  play: async (context) => {
    const t = storyText(context, 'invite-gate');
    const dialog = await openGithubDialog(context);
    await expect(dialog.getByRole('alert')).toHaveTextContent(t('githubDialog.errors.server', { message: 'Rate limit exceeded' }));
  },
};

/** 'See the plans' opens the plans summary in the team's currency, with the way to the upgrade page. */
export const ShowsPlans: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'invite-gate');
    await userEvent.click(await canvas.findByRole('button', { name: t('upgradeAction') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('plansDialog.title') }));
    const rows = dialog.getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Free', 'Lite', 'Kit']);
    // Lite, as the world prices and sizes it, in the story's language: $1.50, 5 GiB, 20 GiB, 6 websites, 3 members.
    const locale = String(context.globals.language ?? 'en');
    const count = new Intl.NumberFormat(locale);
    const cells = within(rows[1] ?? document.body).getAllByRole('cell').map((cell) => cell.textContent);
    await expect(cells).toEqual([
      formatCurrency(1.5, { intl_code: 'USD', intl_precision: 2 }, locale),
      formatBytes(5 * 1024 ** 3, locale),
      formatBytes(20 * 1024 ** 3, locale),
      count.format(6),
      count.format(3),
    ]);
    await expect(dialog.getByRole('link', { name: t('plansDialog.upgrade') })).toHaveAttribute('href', '/user/upgrade');
  },
};
