import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../../api/errors';
import { InviteGateScreen } from './invite-gate';

const meta = {
  title: 'Screens/Hosts/Create/Invite gate',
  component: InviteGateScreen,
  args: { planLevel: -1, onRedeemCode: fn(), onLinkGithub: fn(), upgradeHref: '/user/upgrade' },
} satisfies Meta<typeof InviteGateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Level -1: the three ways to unlock, each usable. */
export const LockedThreeWays: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Unlock website hosting' })).toBeVisible();
    await expect(canvas.getByText(/at least six months old and has one or more followers/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/user/upgrade');
    await userEvent.type(canvas.getByLabelText('Invite code'), '  LESTARISTUDIO ');
    await userEvent.click(canvas.getByRole('button', { name: 'Use invite code' }));
    await expect(args.onRedeemCode).toHaveBeenCalledWith('LESTARISTUDIO');
    await userEvent.click(canvas.getByRole('button', { name: 'Link GitHub account' }));
    await expect(args.onLinkGithub).toHaveBeenCalledOnce();
  },
};

/** Fourteen characters is the most a code has; a fifteenth is refused before any call. */
export const InviteCodeTooLong: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Invite code'), 'A'.repeat(15));
    await userEvent.click(canvas.getByRole('button', { name: 'Use invite code' }));
    await expect(await canvas.findByText('Use at most 14 characters.')).toBeVisible();
    await expect(canvas.getByLabelText('Invite code')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRedeemCode).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Invite code'), '{Backspace}');
    await userEvent.click(canvas.getByRole('button', { name: 'Use invite code' }));
    await expect(args.onRedeemCode).toHaveBeenCalledWith('A'.repeat(14));
  },
};

export const InviteCodeRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Use invite code' }));
    await expect(await canvas.findByText('This field is required.')).toBeVisible();
    await expect(canvas.getByLabelText('Invite code')).toHaveFocus();
    await expect(args.onRedeemCode).not.toHaveBeenCalled();
  },
};

export const Redeeming: Story = {
  args: { onRedeemCode: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Invite code'), 'FRIEND2025');
    // Two clicks in one task, before React can disable the button, grant the code once.
    const submit = canvas.getByRole('button', { name: 'Use invite code' });
    submit.click();
    submit.click();
    await waitFor(() => expect(canvas.getByRole('button', { name: /Use invite code/ })).toHaveAttribute('aria-busy', 'true'));
    await expect(args.onRedeemCode).toHaveBeenCalledOnce();
  },
};

const unknownCode = new ApiError({ kind: 'http', status: 422, message: 'Invalid input', fieldErrors: { code: 'This invite code does not exist.' } });

/** The grant call refuses the code: its reason shows under the field, which keeps the code. */
export const CodeRefused: Story = {
  args: { onRedeemCode: fn(() => Promise.reject(unknownCode)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Invite code'), 'NOPE');
    await userEvent.click(canvas.getByRole('button', { name: 'Use invite code' }));
    await expect(await canvas.findByText('This invite code could not be used: This invite code does not exist.')).toBeVisible();
    await expect(canvas.getByLabelText('Invite code')).toHaveValue('NOPE');
    await expect(canvas.getByLabelText('Invite code')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const LinkingGithub: Story = {
  args: { isLinking: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Link GitHub account/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LinkFailed: Story = {
  args: { linkError: 'GitHub API is not available' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your GitHub account could not be linked: GitHub API is not available');
  },
};

/** Level -2: the banned hint, and no way to unlock. */
export const Banned: Story = {
  args: { planLevel: -2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your account is banned, sorry.');
    await expect(canvas.queryByLabelText('Invite code')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'See the plans' })).not.toBeInTheDocument();
  },
};
