import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { ApiError } from '../../../../api/errors';
import { InviteGateScreen } from './invite-gate';

const meta = {
  title: 'Screens/Hosts/InviteGate',
  component: InviteGateScreen,
  args: { planLevel: -1, onRedeemCode: fn(), onLinkGithub: fn(), upgradeHref: '/user/upgrade' },
} satisfies Meta<typeof InviteGateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Level -1: the three ways to unlock, each usable. */
export const Locked: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'invite-gate');
    await expect(await canvas.findByRole('heading', { name: t('title') })).toBeVisible();
    await expect(canvas.getByText(t('githubText'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('upgradeAction') })).toHaveAttribute('href', '/user/upgrade');
    await userEvent.type(canvas.getByLabelText(t('inviteLabel')), '  LESTARISTUDIO ');
    await userEvent.click(canvas.getByRole('button', { name: t('inviteSubmit') }));
    await expect(args.onRedeemCode).toHaveBeenCalledWith('LESTARISTUDIO');
    await userEvent.click(canvas.getByRole('button', { name: t('githubAction') }));
    await expect(args.onLinkGithub).toHaveBeenCalledOnce();
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
    await expect(canvas.queryByRole('link', { name: t('upgradeAction') })).not.toBeInTheDocument();
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
    await expect(await canvas.findByText(t('common:issues.tooLong', { max: 14 }))).toBeVisible();
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
    await expect(await canvas.findByText(t('common:issues.required'))).toBeVisible();
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

export const LinkingGithub: Story = {
  args: { isLinking: true },
  play: async (context) => {
    const t = storyText(context, 'invite-gate');
    await expect(await context.canvas.findByRole('button', { name: (name) => name.includes(t('githubAction')) })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LinkFailed: Story = {
  args: { linkError: 'GitHub API is not available' },
  play: async (context) => {
    const t = storyText(context, 'invite-gate');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(t('githubFailed', { message: 'GitHub API is not available' }));
  },
};
