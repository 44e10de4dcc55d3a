import { useState, type ComponentType } from 'react';
import { Button, ConfirmDialog, Field, Input, PageHeader, Skeleton, isolateLtr } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { issueText } from '../../../i18n/issue-text';
import { canDeleteAccount, checkDeletionEmail } from '../../../rules/account-deletion';
import { showsBanLink } from '../../../rules/permissions-admin';
import type { PanelLinkProps } from '../../common/link/panel-link';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { DeletionBlockers, type DeletionBlocker } from './deletion-blockers';

export interface DeleteAccountScreenProps {
  /** The page's title (the route's), its h1. */
  title: string;
  /** Where the account's email, websites and domains stand (see combineQueries). */
  status: ScreenStatus;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The account's email, which the user types back; undefined until it has loaded. */
  email: string | undefined;
  /** The viewer: the administrator (user id 1) typing BAN gets the ban action. */
  userId: number;
  /** The websites and domains still on the account; any of them disables the deletion. */
  blockers: readonly DeletionBlocker[];
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
  /** Deletes the account once confirmed; a rejection keeps the dialog open (the error toast says why). */
  onDelete: () => Promise<unknown>;
  /** Bans the account the administrator is logged in as. */
  onBan: () => Promise<unknown>;
}

/**
 * Account deletion (account-area 2, 5, 6): typing the account email enables the deletion, which still waits while
 * websites or domains exist (listed with links); the administrator typing BAN gets the ban action instead.
 */
export function DeleteAccountScreen(props: DeleteAccountScreenProps) {
  const { title, status, onRetry, isRetrying, email, userId, blockers, linkComponent, onDelete, onBan } = props;
  const { t } = useT('delete-account');
  const issues = useT('issues');
  const [typed, setTyped] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBanning, setIsBanning] = useState(false);
  const shown: ScreenStatus = status === 'content' && email === undefined ? 'loading' : status;
  const hostCount = blockers.filter((blocker) => blocker.kind === 'host').length;
  const domainCount = blockers.length - hostCount;
  const canDelete = email !== undefined && canDeleteAccount({ typed, email, hostCount, domainCount });
  const showsBan = showsBanLink(userId, typed);
  // A wrong email is told once something is typed; BAN is the administrator's word, not a typo.
  const mismatch = email !== undefined && typed !== '' && !showsBan ? checkDeletionEmail(typed, email) : undefined;

  const ban = async () => {
    setIsBanning(true);
    try {
      await onBan();
    } finally {
      setIsBanning(false);
    }
  };

  return (
    <section className="grid min-w-0 max-w-2xl gap-6" aria-busy={shown === 'loading'}>
      <PageHeader title={title} description={t('description')} />
      <ScreenState status={shown} onRetry={onRetry} isRetrying={isRetrying} skeleton={<Skeleton className="h-48" />}>
        {email !== undefined && (
          <div className="grid gap-6">
            {blockers.length > 0 && <DeletionBlockers blockers={blockers} linkComponent={linkComponent} />}
            <form
              className="grid gap-4"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (canDelete) setIsConfirming(true);
              }}
            >
              <Field label={t('email.label')} hint={t('email.hint', { email: isolateLtr(email) })} error={mismatch && issueText(issues.t, mismatch)}>
                {/* Text, not email: the administrator types BAN here, which is no address. */}
                <Input inputMode="email" autoComplete="off" spellCheck={false} dir="ltr" value={typed} onChange={(event) => setTyped(event.target.value)} />
              </Field>
              <div>
                <Button type="submit" variant="destructive" disabled={!canDelete}>
                  {t('delete.button')}
                </Button>
              </div>
            </form>
            {showsBan && (
              <div className="grid gap-2 rounded-lg border p-4 text-sm">
                <p>{t('ban.description')}</p>
                <div>
                  <Button variant="outline" isLoading={isBanning} onClick={() => void ban()}>
                    {t('ban.button')}
                  </Button>
                </div>
              </div>
            )}
          </div>
        )}
      </ScreenState>
      {email !== undefined && (
        <ConfirmDialog
          open={isConfirming}
          onOpenChange={setIsConfirming}
          variant="destructive"
          title={t('confirm.title')}
          description={t('confirm.description', { email: isolateLtr(email) })}
          confirmLabel={t('confirm.button')}
          onConfirm={async () => {
            await onDelete();
          }}
        />
      )}
    </section>
  );
}
