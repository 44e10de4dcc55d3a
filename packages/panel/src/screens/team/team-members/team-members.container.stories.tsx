import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { usePanel } from '../../../data/panel-provider';
import { useInitData } from '../../../data/session/queries';
import { useTeam } from '../../../data/teams/queries';
import type { TeamFrameValue } from '../team-frame/team-frame-value';
import { TeamMembersScreenContainer } from './team-members.container';
import { STUDIO_CLIENT, STUDIO_MEMBER, STUDIO_NAME } from './team-members.fixtures';

// A write, then the member list and the team fetched again.
const FLOW = { timeout: 5000 };

/**
 * The team page frame as it hands the page its value, kept live: the Team is read through the same query the frame
 * uses, so an invitation or a removal refreshes the seats here as it does in the console.
 */
function LiveTeamMembers({ title }: { title: string }) {
  const { session } = usePanel();
  const team = useTeam({ teamId: session.teamId });
  const initData = useInitData();
  if (!team.data || !initData.data) return null;
  const plan = initData.data.plans.find((item) => item.id === team.data.plan_id);
  const frame: TeamFrameValue = { teamId: session.teamId, teamBase: session.teamBase, team: team.data, plan, role: session.role, isAdministrator: false, initData: initData.data, title };
  return <TeamMembersScreenContainer frame={frame} />;
}

const meta = {
  title: 'Screens/Team/TeamMembersContainer',
  component: LiveTeamMembers,
  render: (_args, context) => <LiveTeamMembers title={storyText(context, 'shell')('routes.teamMember')} />,
  args: { title: '' },
} satisfies Meta<typeof LiveTeamMembers>;

export default meta;
type Story = StoryObj<typeof meta>;

async function rowOf(canvasElement: HTMLElement, name: string) {
  const header = await within(canvasElement).findByRole('rowheader', { name: new RegExp(name) }, FLOW);
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

/** The studio on the Lite plan (3 users) with two members: the invitation takes the last seat, and Add goes away. */
export const InviteUntilSeatsRunOut: Story = {
  ...panelStory({
    prepare: (store) =>
      store.update((draft) => {
        const team = draft.teams.find((item) => item.id === 101);
        if (!team) return;
        team.plan_id = 2;
        team.members = team.members.slice(0, 2);
        team.usage_users = team.members.length;
      }),
  }),
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, 'team-members');
    await expect(await canvas.findByRole('status', {}, FLOW)).toHaveTextContent(t('seats.left', { count: 1, used: 2, limit: 3 }));
    await userEvent.click(canvas.getByRole('button', { name: t('actions.add') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('invite.title') }));
    await userEvent.type(dialog.getByRole('textbox', { name: t('invite.email') }), 'putri@lestari.studio');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: t('invite.role') }), 'client');
    await userEvent.click(dialog.getByRole('button', { name: t('invite.save') }));
    const row = await rowOf(canvasElement, 'putri');
    await expect(row.getByText('putri@lestari.studio')).toBeVisible();
    await expect(row.getByText(t('roles.client'))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), FLOW);
    await expect(await canvas.findByText(t('seats.full', { count: 3, plan: 'Lite' }), { exact: false }, FLOW)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('actions.add') })).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('status')).getByRole('link', { name: t('seats.upgrade') })).toHaveAttribute('href', '/user/upgrade');
  },
};

/** The owner makes the member an admin and removes the client after confirming: the roles, the rows and the seats follow. */
export const ChangeRoleAndRemove: Story = {
  ...panelStory(),
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, 'team-members');
    const common = storyText(context, 'common');
    await expect(await canvas.findByRole('status', {}, FLOW)).toHaveTextContent(t('seats.left', { count: 6, used: 4, limit: 10 }));

    await userEvent.click((await rowOf(canvasElement, STUDIO_MEMBER.name)).getByRole('button', { name: t('actions.editRoleOf', { name: STUDIO_MEMBER.name }) }));
    const roleDialog = within(await screen.findByRole('dialog', { name: t('editRole.title', { name: STUDIO_MEMBER.name }) }));
    await userEvent.selectOptions(roleDialog.getByRole('combobox', { name: t('editRole.role') }), 'admin');
    await userEvent.click(roleDialog.getByRole('button', { name: common('actions.save') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), FLOW);
    await expect((await rowOf(canvasElement, STUDIO_MEMBER.name)).getByText(t('roles.admin'))).toBeVisible();

    await userEvent.click((await rowOf(canvasElement, STUDIO_CLIENT.name)).getByRole('button', { name: t('actions.removeNamed', { name: STUDIO_CLIENT.name }) }));
    const confirm = await screen.findByRole('dialog', { name: t('remove.title', { name: STUDIO_CLIENT.name, team: STUDIO_NAME }) });
    await userEvent.click(within(confirm).getByRole('button', { name: t('remove.confirm') }));
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: new RegExp(STUDIO_CLIENT.name) })).not.toBeInTheDocument(), FLOW);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('seats.left', { count: 7, used: 3, limit: 10 })), FLOW);
  },
};
