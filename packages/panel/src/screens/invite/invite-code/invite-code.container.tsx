import { toast } from '@hostdeck/ui';
import type { InviteQuota } from '../../../api/schemas/invite';
import { useChangeInviteQuota, useCreateInviteCode } from '../../../data/invite/mutations';
import { useInviteCode } from '../../../data/invite/queries';
import { usePanel } from '../../../data/panel-provider';
import { useT } from '../../../i18n/i18n-provider';
import { teamPagePath } from '../../../rules/paths';
import { canManageMembers } from '../../../rules/permissions-members';
import { canCreateInviteCode, needsInviteGate } from '../../../rules/permissions-plan';
import { combineQueries } from '../../common/screen-state/combine-queries';
import { InviteGateScreenContainer } from '../../hosts/create/invite-gate';
import { InviteCodeScreen } from './invite-code';

export interface InviteCodeScreenContainerProps {
  /** The page's title (the route's), its h1. */
  title: string;
}

/**
 * The invite-code page wired to the list, create and quote calls. A locked team (plan level -1) gets the invite gate
 * the host wizard uses: its grant refreshes the session, and the page then shows the team's invite state.
 */
export function InviteCodeScreenContainer({ title }: InviteCodeScreenContainerProps) {
  const { t } = useT('invite-code');
  const { session, Link } = usePanel();
  const { teamId, planLevel } = session;
  const isGated = needsInviteGate(planLevel);
  const inviteCode = useInviteCode({ teamId }, { enabled: !isGated });
  const create = useCreateInviteCode();
  const change = useChangeInviteQuota();
  const state = combineQueries({ inviteCode });

  const onCreate = async (quota: InviteQuota) => {
    await create.mutateAsync({ teamId, quota });
    toast.success(t('toasts.created'));
  };
  const onChangeQuota = async (quota: InviteQuota) => {
    await change.mutateAsync({ teamId, quota });
    toast.success(t('toasts.changed'));
  };

  return (
    <InviteCodeScreen
      title={title}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      inviteCode={inviteCode.data}
      canCreate={canCreateInviteCode(planLevel)}
      // The server lets only the owner and admins create the code or change its quota.
      canEdit={canManageMembers(session.role)}
      // The cooldown is measured at the moment the code was read, so each fetch (after a change too) measures again.
      now={inviteCode.dataUpdatedAt}
      upgradeHref={teamPagePath(session.teamBase, 'upgrade')}
      linkComponent={Link}
      onCreate={onCreate}
      onChangeQuota={onChangeQuota}
      gate={isGated ? <InviteGateScreenContainer /> : undefined}
    />
  );
}
