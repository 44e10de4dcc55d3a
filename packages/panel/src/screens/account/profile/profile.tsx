import type { ComponentType } from 'react';
import { PageHeader, Skeleton } from '@hostdeck/ui';
import type { ProfileEdit } from '../../../api/contract/profile';
import type { Language, LoginType, Theme, User } from '../../../api/schemas/profile';
import { useT } from '../../../i18n/i18n-provider';
import { isProfileEmailLocked, type EmailLoginValues } from '../../../rules/profile-form';
import type { PanelLinkProps } from '../../common/link/panel-link';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { AccountDeletionCard } from './account-deletion-card';
import { EmailVerificationAlert } from './email-verification-alert';
import type { ProviderLoginType } from './login-method-labels';
import { LoginMethodsCard } from './login-methods-card';
import { ProfileFormCard } from './profile-form-card';

export interface ProfileScreenProps {
  /** The page's title (the route's), its h1. */
  title: string;
  /** Where the profile stands (see combineQueries). */
  status: ScreenStatus;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The signed-in user; undefined until it has loaded. */
  user: User | undefined;
  /** The account deletion page, /user/delete. */
  deleteAccountHref: string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
  /** Saves name, email (left out once verified), theme and language; a rejection keeps every edit. */
  onSave: (edit: ProfileEdit) => Promise<unknown>;
  /** A theme was chosen: the console applies it at once, before saving. */
  onThemeChange?: (theme: Theme) => void;
  /** A language was chosen: the console switches to it at once, before saving. */
  onLanguageChange?: (lang: Language) => void;
  /** Sends the confirmation email again (after the user confirmed). */
  onResendVerification: () => Promise<unknown>;
  /** Starts linking GitHub or Google. */
  onAddProviderLogin: (type: ProviderLoginType) => Promise<unknown>;
  /** Adds the email sign-in with a password already checked (at least 8 characters, confirmed). */
  onAddEmailLogin: (values: EmailLoginValues) => Promise<unknown>;
  /** Removes a sign-in method (after the user confirmed; never the last one). */
  onRemoveLogin: (type: LoginType) => Promise<unknown>;
}

/**
 * The user's profile (account-area 2, 5): the edit form, the unverified-email warning with resend, the sign-in methods
 * with remove and add, and the way to account deletion.
 */
export function ProfileScreen(props: ProfileScreenProps) {
  const { title, status, onRetry, isRetrying, user, deleteAccountHref, linkComponent } = props;
  const { t } = useT('profile');
  const shown: ScreenStatus = status === 'content' && !user ? 'loading' : status;
  return (
    <section className="grid min-w-0 gap-6" aria-busy={shown === 'loading'}>
      <PageHeader title={title} description={t('description')} />
      <ScreenState status={shown} onRetry={onRetry} isRetrying={isRetrying} skeleton={<ProfileSkeleton />}>
        {user && (
          <div className="grid gap-6">
            {!isProfileEmailLocked(user.email_verified_at) && <EmailVerificationAlert email={user.email} onResend={props.onResendVerification} />}
            <ProfileFormCard user={user} onSave={props.onSave} onThemeChange={props.onThemeChange} onLanguageChange={props.onLanguageChange} />
            <LoginMethodsCard
              logins={user.social}
              email={user.email}
              onAddProvider={props.onAddProviderLogin}
              onAddEmail={props.onAddEmailLogin}
              onRemove={props.onRemoveLogin}
            />
            <AccountDeletionCard href={deleteAccountHref} linkComponent={linkComponent} />
          </div>
        )}
      </ScreenState>
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <div className="grid gap-6">
      <Skeleton className="h-80" />
      <Skeleton className="h-48" />
    </div>
  );
}
