import { useCallback, useState } from 'react';
import { PageHeader, Skeleton, isolateLtr } from '@hostdeck/ui';
import type { HostUserRow } from '../../../api/schemas/host-tools';
import { useT } from '../../../i18n/i18n-provider';
import { generatePassword } from '../../../rules/generators';
import { canDeleteHostUser } from '../../../rules/host-user-name';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { AddHostUserForm } from './add-host-user-form';
import { DeleteHostUserDialog } from './delete-host-user-dialog';
import { HostUsersTable } from './host-users-table';
import { NewPasswordDialog, type NewHostUser } from './new-password-dialog';

export interface HostUsersScreenProps {
  /** The page's h1 (the host frame's title). */
  title: string;
  /** The host's domain: names the list and the confirmations. */
  domain: string;
  /** Where the user list stands (see combineQueries). */
  status: ScreenStatus;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The host's users, the server owner among them; undefined until they have loaded. */
  users: readonly HostUserRow[] | undefined;
  /** A client's view: the list only, no add or delete. */
  isReadOnly?: boolean;
  /** Creates the user with the password the screen made; resolves once the list shows it. */
  onAddUser: (created: NewHostUser) => Promise<unknown>;
  /** Deletes the user; resolves once the list no longer shows it. */
  onDeleteUser: (user: string) => Promise<unknown>;
}

function UsersSkeleton() {
  return (
    <div className="grid gap-2" aria-hidden>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

/**
 * The host's extra users (host-area 2 User): the list with each user's type, Delete on all but the server owner, and
 * the add form, whose random password is shown once in a dialog and forgotten when it closes.
 */
export function HostUsersScreen({ title, domain, status, onRetry, isRetrying, users, isReadOnly = false, onAddUser, onDeleteUser }: HostUsersScreenProps) {
  const { t } = useT('host-users');
  const [created, setCreated] = useState<NewHostUser>();
  const [deleting, setDeleting] = useState<string>();
  const shown: ScreenStatus = status === 'content' && !users ? 'loading' : status;
  const onDelete = useCallback((user: HostUserRow) => setDeleting(user.name), []);

  const onAdd = async (user: string) => {
    const password = generatePassword();
    await onAddUser({ user, password });
    setCreated({ user, password });
  };

  const hasExtraUsers = users?.some(canDeleteHostUser) ?? false;
  return (
    <section aria-busy={shown === 'loading'} className="grid min-w-0 gap-6">
      <PageHeader title={title} description={t('description', { domain: isolateLtr(domain) })} />
      <ScreenState status={shown} skeleton={<UsersSkeleton />} onRetry={onRetry} isRetrying={isRetrying}>
        {users && (
          <div className="grid gap-6">
            <div className="grid gap-3">
              {users.length > 0 && <HostUsersTable domain={domain} users={users} onDelete={isReadOnly ? undefined : onDelete} />}
              {!hasExtraUsers && <p className="text-sm text-muted-foreground">{isReadOnly ? t('empty.readOnly') : t('empty.text')}</p>}
            </div>
            {isReadOnly ? (
              <p className="text-sm text-muted-foreground">{t('readOnly')}</p>
            ) : (
              <AddHostUserForm takenNames={users.map((user) => user.name)} onAdd={onAdd} />
            )}
          </div>
        )}
      </ScreenState>
      {/* Only while it shows does the screen hold the password: closing drops it for good. */}
      {created && <NewPasswordDialog created={created} onClose={() => setCreated(undefined)} />}
      {deleting !== undefined && <DeleteHostUserDialog user={deleting} domain={domain} onClose={() => setDeleting(undefined)} onDelete={onDeleteUser} />}
    </section>
  );
}
