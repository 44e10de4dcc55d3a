import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { ApiError } from '../../../api/errors';
import { TeamMembersScreen } from './team-members';
import { STUDIO_ADMIN, STUDIO_CLIENT, STUDIO_MEMBER, STUDIO_OWNER, STUDIO_SEATS, STUDIO_UPGRADE_HREF, teamMembersArgs } from './team-members.fixtures';

const meta = {
  title: 'Screens/Team/TeamMembers',
  component: TeamMembersScreen,
  render: (args, context) => <TeamMembersScreen {...args} title={storyText(context, 'shell')('routes.teamMember')} />,
  args: { ...teamMembersArgs, onInvite: fn(), onChangeRole: fn(), onRemove: fn() },
} satisfies Meta<typeof TeamMembersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table row of a member, found by the name in its row header. */
async function rowOf(canvasElement: HTMLElement, name: string) {
  const header = await within(canvasElement).findByRole('rowheader', { name: new RegExp(name) });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

/** The owner: Edit role and Remove on every row but their own, Add member and the seats left. */
export const OwnerView: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, 'team-members');
    await expect(await canvas.findByRole('heading', { level: 1, name: storyText(context, 'shell')('routes.teamMember') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('actions.add') })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('seats.left', { count: 6, used: 4, limit: 10 }));
    const owner = await rowOf(canvasElement, STUDIO_OWNER.name);
    await expect(owner.getByText(t('roles.owner'))).toBeVisible();
    await expect(owner.getByText(t('you'))).toBeVisible();
    await expect(owner.getByRole('img', { name: STUDIO_OWNER.name })).toHaveTextContent('ML');
    await expect(owner.queryByRole('button')).not.toBeInTheDocument();
    for (const member of [STUDIO_ADMIN, STUDIO_MEMBER, STUDIO_CLIENT]) {
      const row = await rowOf(canvasElement, member.name);
      await expect(row.getByText(member.email)).toBeVisible();
      await expect(row.getByRole('button', { name: t('actions.editRoleOf', { name: member.name }) })).toBeEnabled();
      await expect(row.getByRole('button', { name: t('actions.removeNamed', { name: member.name }) })).toBeEnabled();
    }
  },
};

/** An admin manages like the owner, never the owner's row; removing their own row says they leave. */
export const AdminView: Story = {
  args: { viewer: { userId: STUDIO_ADMIN.id, role: 'admin' }, onRemove: fn(() => Promise.resolve()) },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyText(context, 'team-members');
    await expect((await rowOf(canvasElement, STUDIO_OWNER.name)).queryByRole('button')).not.toBeInTheDocument();
    await expect((await rowOf(canvasElement, STUDIO_MEMBER.name)).getByRole('button', { name: t('actions.editRoleOf', { name: STUDIO_MEMBER.name }) })).toBeEnabled();
    const own = await rowOf(canvasElement, STUDIO_ADMIN.name);
    await expect(own.getByText(t('you'))).toBeVisible();
    await userEvent.click(own.getByRole('button', { name: t('actions.removeNamed', { name: STUDIO_ADMIN.name }) }));
    const dialog = await screen.findByRole('dialog', { name: t('remove.selfTitle', { team: args.teamName }) });
    await expect(dialog).toHaveTextContent(t('remove.selfDescription'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('remove.selfConfirm') }));
    await expect(args.onRemove).toHaveBeenCalledWith(STUDIO_ADMIN);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A member (or client) sees who is in the team and their roles as text: no Add, no seats, no row buttons. */
export const MemberView: Story = {
  args: { viewer: { userId: STUDIO_MEMBER.id, role: 'member' } },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, 'team-members');
    const table = await canvas.findByRole('region', { name: t('table.label', { team: teamMembersArgs.teamName }) });
    await expect(table).toHaveTextContent(t('roles.owner'));
    await expect(table).toHaveTextContent(t('roles.client'));
    await expect((await rowOf(canvasElement, STUDIO_MEMBER.name)).getByText(t('you'))).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: t('table.actions') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Every seat of the plan taken: no Add button, and the hint leads to the upgrade page. */
export const SeatsFull: Story = {
  args: { seats: { ...STUDIO_SEATS, used: STUDIO_SEATS.limit } },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'team-members');
    const hint = await canvas.findByRole('status');
    await expect(hint).toHaveTextContent(t('seats.full', { count: STUDIO_SEATS.limit, plan: STUDIO_SEATS.planAlias }));
    await expect(within(hint).getByRole('link', { name: t('seats.upgrade') })).toHaveAttribute('href', STUDIO_UPGRADE_HREF);
    await expect(canvas.queryByRole('button', { name: t('actions.add') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('actions.editRoleOf', { name: STUDIO_MEMBER.name }) })).toBeEnabled();
  },
};

const ALREADY_MEMBER = 'This person is already a member.';
const alreadyMember = new ApiError({ kind: 'http', status: 422, message: 'Invalid input', detail: ALREADY_MEMBER, fieldErrors: { email: ALREADY_MEMBER } });

/** The rules speak before sending; the server's refusal shows on the email field, and the dialog keeps every value. */
export const InviteFieldError: Story = {
  args: { onInvite: fn(() => Promise.reject(alreadyMember)) },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyText(context, 'team-members');
    await userEvent.click(await canvas.findByRole('button', { name: t('actions.add') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('invite.title') }));
    const email = dialog.getByRole('textbox', { name: t('invite.email') });
    await userEvent.click(dialog.getByRole('button', { name: t('invite.save') }));
    await expect(email).toHaveAccessibleDescription(expect.stringContaining(storyText(context, 'issues')('required')));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onInvite).not.toHaveBeenCalled();
    await userEvent.type(email, STUDIO_MEMBER.email);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: t('invite.role') }), 'client');
    await userEvent.click(dialog.getByRole('button', { name: t('invite.save') }));
    await expect(args.onInvite).toHaveBeenCalledWith({ email: STUDIO_MEMBER.email, role: 'client' });
    await expect(await dialog.findByText(storyText(context, 'server-messages')('alreadyMember'))).toBeVisible();
    await expect(email).toHaveValue(STUDIO_MEMBER.email);
    await expect(dialog.getByRole('combobox', { name: t('invite.role') })).toHaveValue('client');
  },
};

/** Remove asks first, naming the member and their email; only the confirmation removes. */
export const RemoveConfirmation: Story = {
  args: { onRemove: fn(() => Promise.resolve()) },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyText(context, 'team-members');
    await userEvent.click((await rowOf(canvasElement, STUDIO_CLIENT.name)).getByRole('button', { name: t('actions.removeNamed', { name: STUDIO_CLIENT.name }) }));
    const dialog = await screen.findByRole('dialog', { name: t('remove.title', { name: STUDIO_CLIENT.name, team: args.teamName }) });
    await expect(dialog).toHaveTextContent(STUDIO_CLIENT.email);
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('remove.confirm') }));
    await expect(args.onRemove).toHaveBeenCalledWith(STUDIO_CLIENT);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Edit role opens on the member's role; saving sends the new one. */
export const EditRole: Story = {
  args: { onChangeRole: fn(() => Promise.resolve()) },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyText(context, 'team-members');
    const common = storyText(context, 'common');
    await userEvent.click((await rowOf(canvasElement, STUDIO_MEMBER.name)).getByRole('button', { name: t('actions.editRoleOf', { name: STUDIO_MEMBER.name }) }));
    const dialog = within(await screen.findByRole('dialog', { name: t('editRole.title', { name: STUDIO_MEMBER.name }) }));
    const role = dialog.getByRole('combobox', { name: t('editRole.role') });
    await expect(role).toHaveValue('member');
    await expect(dialog.getByRole('button', { name: common('actions.save') })).toBeDisabled();
    await userEvent.selectOptions(role, 'admin');
    await expect(role).toHaveAccessibleDescription(t('roleHints.admin'));
    await userEvent.click(dialog.getByRole('button', { name: common('actions.save') }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(STUDIO_MEMBER, 'admin');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** At 360 px each member stacks into labelled lines: nothing overflows sideways. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 360 }} data-testid="narrow"><Story /></div>],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'team-members');
    await expect(await canvas.findByRole('button', { name: t('actions.editRoleOf', { name: STUDIO_CLIENT.name }) })).toBeVisible();
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(360);
    const table = canvas.getByRole('region', { name: t('table.label', { team: teamMembersArgs.teamName }) });
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
  },
};
