import { useState, type ComponentType } from 'react';
import { UserPlus } from 'lucide-react';
import { Button, PageHeader, Skeleton } from '@hostdeck/ui';
import type { Member, MemberRole } from '../../../api/schemas/teams';
import { useT } from '../../../i18n/i18n-provider';
import { canAddMember, canManageMembers } from '../../../rules/permissions-members';
import type { PanelLinkProps } from '../../common/link/panel-link';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { EditRoleDialog } from './edit-role-dialog';
import { InviteMemberDialog } from './invite-member-dialog';
import type { InviteMemberInput, MembersViewer } from './member-roles';
import { MembersTable } from './members-table';
import { RemoveMemberDialog } from './remove-member-dialog';
import { SeatsHint, type TeamSeats } from './seats-hint';

export interface TeamMembersScreenProps {
  /** The page's title (the route's), its h1. */
  title: string;
  teamName: string;
  /** Where the member list stands (see combineQueries). */
  status: ScreenStatus;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The team's members, owner included; undefined until they have loaded. */
  members: readonly Member[] | undefined;
  /** Who looks: their role decides the buttons, their row is marked. */
  viewer: MembersViewer;
  /** The team's users against its plan's limit; undefined when the plan is unknown (no Add button, no hint). */
  seats: TeamSeats | undefined;
  /** The upgrade page, {teamBase}/upgrade. */
  upgradeHref: string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
  /** Invites by email with a role; resolves once the list and the seats show the new member. */
  onInvite: (input: InviteMemberInput) => Promise<unknown>;
  onChangeRole: (member: Member, role: MemberRole) => Promise<unknown>;
  onRemove: (member: Member) => Promise<unknown>;
}

/**
 * The team's members (account-area 2, 5, 6): everyone sees who is in the team and their roles; managers (owner, admin)
 * also edit roles, remove members other than the owner, see the seats left and, while seats remain, invite.
 */
export function TeamMembersScreen(props: TeamMembersScreenProps) {
  const { title, teamName, status, onRetry, isRetrying, members, viewer, seats, upgradeHref, linkComponent, onInvite, onChangeRole, onRemove } = props;
  const { t } = useT('team-members');
  const [isInviting, setIsInviting] = useState(false);
  const [editing, setEditing] = useState<Member>();
  const [removing, setRemoving] = useState<Member>();
  const isManager = canManageMembers(viewer.role);
  const canAdd = seats !== undefined && canAddMember(viewer.role, seats.used, seats.limit);
  const shown: ScreenStatus = status === 'content' && !members ? 'loading' : status;

  return (
    <section className="grid min-w-0 gap-6" aria-busy={shown === 'loading'}>
      <PageHeader
        title={title}
        description={t('description', { team: teamName })}
        actions={
          canAdd ? (
            <Button onClick={() => setIsInviting(true)}>
              <UserPlus aria-hidden />
              {t('actions.add')}
            </Button>
          ) : undefined
        }
      >
        {isManager && seats && <SeatsHint seats={seats} upgradeHref={upgradeHref} linkComponent={linkComponent} />}
      </PageHeader>
      <ScreenState status={shown} onRetry={onRetry} isRetrying={isRetrying} skeleton={<Skeleton className="h-56" />}>
        {members && <MembersTable teamName={teamName} members={members} viewer={viewer} onEditRole={setEditing} onRemove={setRemoving} />}
      </ScreenState>
      {/* Mounted for every manager, not with the Add button: the invitation that takes the last seat hides the button
          while its dialog is still closing. */}
      {isManager && <InviteMemberDialog open={isInviting} onOpenChange={setIsInviting} teamName={teamName} onInvite={onInvite} />}
      {editing && <EditRoleDialog member={editing} teamName={teamName} onClose={() => setEditing(undefined)} onChangeRole={onChangeRole} />}
      {removing && <RemoveMemberDialog member={removing} teamName={teamName} isSelf={removing.id === viewer.userId} onClose={() => setRemoving(undefined)} onRemove={onRemove} />}
    </section>
  );
}
