import { useState, type ComponentType, type ReactNode } from 'react';
import { PageHeader, Skeleton } from '@hostdeck/ui';
import type { InviteCodeList, InviteQuota } from '../../../api/schemas/invite';
import { useT } from '../../../i18n/i18n-provider';
import type { PanelLinkProps } from '../../common/link/panel-link';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { InviteCodeCard } from './invite-code-card';
import { InviteesTable } from './invitees-table';
import { NewCodeCard } from './new-code-card';
import { inviteQuotaLockedUntil } from '../../../rules/invite-quota-form';
import { QuotaDialog } from './quota-dialog';

export interface InviteCodeScreenProps {
  /** The page's title (the route's), its h1. */
  title: string;
  /** Where the invite code stands (see combineQueries). */
  status: ScreenStatus;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The team's code (null: none yet) and its invitees; undefined until they have loaded. */
  inviteCode: InviteCodeList | undefined;
  /** The plan may create a code (canCreateInviteCode): free plans see that a paid plan is needed instead. */
  canCreate: boolean;
  /** The viewer may create the code and change its quota (owner and admin, as the server allows); others only see it. */
  canEdit: boolean;
  /** The moment the quota's cooldown is measured against, epoch ms. */
  now: number;
  /** The team's upgrade page, {teamBase}/upgrade. */
  upgradeHref: string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
  /** Creates the code with its quota (the create call); resolves once the page shows it. */
  onCreate: (quota: InviteQuota) => Promise<unknown>;
  /** Changes the code's quota (the quote call); resolves once the page shows it. */
  onChangeQuota: (quota: InviteQuota) => Promise<unknown>;
  /** The invite-needed page of a locked team (plan level -1), shown in place of the code. */
  gate?: ReactNode;
}

/**
 * The team's invite code (account-area 2, 4, 6, 9): the code with its figures and invitees, or the card that creates
 * one; the quota modal for both; on a locked plan, the invite-needed page.
 */
export function InviteCodeScreen(props: InviteCodeScreenProps) {
  const { title, status, onRetry, isRetrying, inviteCode, canCreate, canEdit, now, upgradeHref, linkComponent, onCreate, onChangeQuota, gate } = props;
  const { t } = useT('invite-code');
  const [isEditing, setIsEditing] = useState(false);
  const shown: ScreenStatus = status === 'content' && !inviteCode ? 'loading' : status;
  const invite = inviteCode?.invite ?? null;

  if (gate) {
    return (
      <section className="grid min-w-0 gap-6">
        <PageHeader title={title} />
        {gate}
      </section>
    );
  }
  return (
    <section className="grid min-w-0 gap-6" aria-busy={shown === 'loading'}>
      <PageHeader title={title} description={t('description')} />
      <ScreenState status={shown} onRetry={onRetry} isRetrying={isRetrying} skeleton={<Skeleton className="h-64" />}>
        {inviteCode && (
          <>
            {invite ? (
              <InviteCodeCard invite={invite} now={now} onEditQuota={canEdit ? () => setIsEditing(true) : undefined} />
            ) : (
              <NewCodeCard canCreate={canCreate} onCreate={canEdit ? () => setIsEditing(true) : undefined} upgradeHref={upgradeHref} linkComponent={linkComponent} />
            )}
            {invite && <InviteesTable invitees={inviteCode.invitees} />}
          </>
        )}
      </ScreenState>
      <QuotaDialog
        open={isEditing}
        onOpenChange={setIsEditing}
        current={invite?.quota}
        isCoolingDown={invite ? inviteQuotaLockedUntil(invite.cooldown_at, now) !== null : false}
        onSubmit={invite ? onChangeQuota : onCreate}
      />
    </section>
  );
}
