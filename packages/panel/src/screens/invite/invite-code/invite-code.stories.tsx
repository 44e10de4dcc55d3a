import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { ApiError } from '../../../api/errors';
import { formatDateTime } from '../../../rules/format';
import { InviteGateScreen } from '../../hosts/create/invite-gate';
import { InviteCodeScreen } from './invite-code';
import { COOLDOWN_END, IN_COOLDOWN, inviteCodeArgs, NO_CODE, NO_INVITEES, STORY_UPGRADE_HREF, STUDIO_INVITE, STUDIO_INVITE_CODE, withQuota } from './invite-code.fixtures';

const meta = {
  title: 'Screens/Invite/InviteCode',
  component: InviteCodeScreen,
  args: { ...inviteCodeArgs, onRetry: fn(), onCreate: fn(() => Promise.resolve()), onChangeQuota: fn(() => Promise.resolve()) },
} satisfies Meta<typeof InviteCodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quota modal as it opens from the page's button, and the names of the choices it offers. */
async function openModal(context: { canvas: ReturnType<typeof within> }, button: string, title: string) {
  await userEvent.click(await context.canvas.findByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: title }));
}

function offered(dialog: ReturnType<typeof within>) {
  return dialog.getAllByRole('radio').map((radio: HTMLElement) => radio.getAttribute('value'));
}

/** The studio's code: copyable, its figures, quota 20 (small), the edit button and the seven invitees. */
export const WithCode: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'invite-code');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Invite code' })).toBeVisible();
    // The code itself, and again in each invitee's row.
    await expect(canvas.getAllByText(STUDIO_INVITE.code)).toHaveLength(1 + STUDIO_INVITE_CODE.invitees.length);
    await expect(canvas.getByRole('button', { name: t('code.copy') })).toBeEnabled();
    await expect(canvas.getByText(t('code.credit'))).toBeVisible();
    await expect(canvas.getByText(t('code.totalRedeem'))).toBeVisible();
    await expect(canvas.getByText(t('code.totalSignup'))).toBeVisible();
    await expect(canvas.getByText(t('code.expiry'))).toBeVisible();
    await expect(canvas.getByText(new RegExp(t('kinds.20')))).toBeVisible();
    await expect(canvas.getByText(t('code.now'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('code.edit') })).toBeEnabled();
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(STUDIO_INVITE_CODE.invitees.length);
  },
};

/** Above 0 the modal offers 0 (off) too, marks the current quota and explains each kind; the change goes out as a number. */
export const ModalOffersOffAboveZero: Story = {
  play: async (context) => {
    const t = storyText(context, 'invite-code');
    const dialog = await openModal(context, t('code.edit'), t('modal.editTitle'));
    await expect(offered(dialog)).toEqual(['0', '20', '2000']);
    await expect(dialog.getByRole('radio', { name: t('modal.current', { label: t('modal.options.20') }) })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: t('modal.options.0') })).toHaveAccessibleDescription(t('modal.hints.0'));
    await expect(dialog.getByRole('radio', { name: t('modal.options.2000') })).toHaveAccessibleDescription(t('modal.hints.2000'));
    await userEvent.click(dialog.getByRole('radio', { name: t('modal.options.0') }));
    await userEvent.click(dialog.getByRole('button', { name: t('modal.save') }));
    await expect(context.args.onChangeQuota).toHaveBeenCalledWith(0);
    await expect(context.args.onCreate).not.toHaveBeenCalled();
  },
};

/** A code switched off (0): its quota reads Off, and the modal offers only 20 and 2000. */
export const QuotaOff: Story = {
  args: { inviteCode: withQuota(0) },
  play: async (context) => {
    const t = storyText(context, 'invite-code');
    await expect(await context.canvas.findByText(new RegExp(`0 · ${t('kinds.0')}`))).toBeVisible();
    const dialog = await openModal(context, t('code.edit'), t('modal.editTitle'));
    await expect(offered(dialog)).toEqual(['20', '2000']);
  },
};

/** A large code (2000, for events). */
export const QuotaLarge: Story = {
  args: { inviteCode: withQuota(2000) },
  play: async (context) => {
    const t = storyText(context, 'invite-code');
    await expect(await context.canvas.findByText(new RegExp(t('kinds.2000')))).toBeVisible();
  },
};

/** The quota was set moments ago: the edit button waits, and the page says until when. */
export const CooldownRunning: Story = {
  args: { inviteCode: IN_COOLDOWN },
  play: async (context) => {
    const t = storyText(context, 'invite-code');
    const until = formatDateTime(COOLDOWN_END, String(context.globals.language ?? 'en')) ?? '';
    await expect(await context.canvas.findByText(t('code.cooldownRunning', { date: until }))).toBeVisible();
    // While the cooldown runs the quota can only be turned off.
    const dialog = await openModal(context, t('code.edit'), t('modal.editTitle'));
    await expect(offered(dialog)).toEqual(['0']);
    await userEvent.click(dialog.getByRole('radio', { name: t('modal.options.0') }));
    await userEvent.click(dialog.getByRole('button', { name: t('modal.save') }));
    await expect(context.args.onChangeQuota).toHaveBeenCalledWith(0);
  },
};

/** No code yet: the new-order card; its modal offers 20 (chosen) and 2000, and creates. */
export const WithoutCode: Story = {
  args: { inviteCode: NO_CODE },
  play: async (context) => {
    const t = storyText(context, 'invite-code');
    await expect(await context.canvas.findByRole('heading', { name: t('newOrder.title') })).toBeVisible();
    await expect(context.canvas.queryByRole('table')).toBeNull();
    const dialog = await openModal(context, t('newOrder.create'), t('modal.createTitle'));
    await expect(offered(dialog)).toEqual(['20', '2000']);
    await expect(dialog.getByRole('radio', { name: t('modal.options.20') })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: t('modal.options.20') })).toHaveAccessibleDescription(t('modal.hints.20'));
    await userEvent.click(dialog.getByRole('button', { name: t('modal.create') }));
    await expect(context.args.onCreate).toHaveBeenCalledWith(20);
  },
};

const OUT_OF_CREDIT = 'The invite service is resting for a moment.';

/** The server refuses: the modal stays open with the server's words and the choice kept. */
export const CreateFails: Story = {
  args: { inviteCode: NO_CODE, onCreate: fn(() => Promise.reject(new ApiError({ kind: 'http', status: 409, message: 'Conflict', detail: OUT_OF_CREDIT }))) },
  play: async (context) => {
    const t = storyText(context, 'invite-code');
    const dialog = await openModal(context, t('newOrder.create'), t('modal.createTitle'));
    await userEvent.click(dialog.getByRole('radio', { name: t('modal.options.2000') }));
    await userEvent.click(dialog.getByRole('button', { name: t('modal.create') }));
    await expect(context.args.onCreate).toHaveBeenCalledWith(2000);
    await expect(await dialog.findByText(t('modal.createFailed'))).toBeVisible();
    await expect(dialog.getByText(new RegExp(OUT_OF_CREDIT.slice(0, 20)))).toBeVisible();
    await expect(dialog.getByRole('radio', { name: t('modal.options.2000') })).toBeChecked();
  },
};

/** A member sees the code, its figures and invitees, but neither creates nor edits (the server would refuse). */
export const MemberView: Story = {
  args: { canEdit: false },
  play: async (context) => {
    const t = storyText(context, 'invite-code');
    await expect((await context.canvas.findAllByText(STUDIO_INVITE.code))[0]).toBeVisible();
    await expect(context.canvas.queryByRole('button', { name: t('code.edit') })).toBeNull();
  },
};

/** A free plan cannot create a code: the hint and the way to the upgrade page, no create button. */
export const FreePlan: Story = {
  args: { inviteCode: NO_CODE, canCreate: false },
  play: async (context) => {
    const t = storyText(context, 'invite-code');
    await expect(await context.canvas.findByRole('heading', { name: t('paidOnly.title') })).toBeVisible();
    await expect(context.canvas.getByRole('link', { name: t('paidOnly.upgrade') })).toHaveAttribute('href', STORY_UPGRADE_HREF);
    await expect(context.canvas.queryByRole('button', { name: t('newOrder.create') })).toBeNull();
  },
};

/** A locked team (plan level -1): the invite-needed page with its grant form in place of the code. */
export const InviteNeeded: Story = {
  args: {
    inviteCode: undefined,
    gate: <InviteGateScreen planLevel={-1} onRedeemCode={fn()} onLinkGithub={fn()} upgradeHref={STORY_UPGRADE_HREF} />,
  },
  play: async (context) => {
    const gate = storyText(context, 'invite-gate');
    await expect(await context.canvas.findByRole('heading', { name: gate('title') })).toBeVisible();
    await expect(context.canvas.getByRole('textbox', { name: gate('inviteLabel') })).toBeVisible();
    await expect(context.canvas.queryByText(storyText(context, 'invite-code')('code.title'))).toBeNull();
  },
};

/** A code nobody has used yet: the invitees table says so. */
export const EmptyInvitees: Story = {
  args: { inviteCode: NO_INVITEES },
  play: async (context) => {
    const t = storyText(context, 'invite-code');
    await expect(await context.canvas.findByText(t('invitees.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', inviteCode: undefined },
  play: async (context) => {
    await expect(await context.canvas.findByRole('heading', { level: 1, name: 'Invite code' })).toBeVisible();
    await expect(context.canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(context.canvas.queryByText(STUDIO_INVITE.code)).toBeNull();
  },
};

export const FetchError: Story = {
  args: { status: 'error', inviteCode: undefined },
  play: async (context) => {
    const t = storyText(context, 'common');
    await expect(await context.canvas.findByText(t('errors.fetch'))).toBeVisible();
    await userEvent.click(context.canvas.getByRole('button', { name: t('errorBoundary.retry') }));
    await expect(context.args.onRetry).toHaveBeenCalled();
  },
};
