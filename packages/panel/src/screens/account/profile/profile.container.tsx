import { isolateLtr, toast } from '@hostdeck/ui';
import type { FormResult } from '../../../api/schemas/common';
import type { Language, Theme } from '../../../api/schemas/profile';
import { usePanel } from '../../../data/panel-provider';
import { useAddEmailLogin, useAddGithubLogin, useAddGoogleLogin, useEditProfile, useRemoveLogin, useResendVerificationEmail } from '../../../data/profile/mutations';
import { useProfile } from '../../../data/profile/queries';
import { useT } from '../../../i18n/i18n-provider';
import { deleteAccountPath } from '../../../rules/paths';
import { followRedirect } from '../../common/redirect/follow-redirect';
import { combineQueries } from '../../common/screen-state/combine-queries';
import { LOGIN_LABEL_KEYS } from './login-method-labels';
import { ProfileScreen } from './profile';

export interface ProfileScreenContainerProps {
  /** The page's title (the route's). */
  title: string;
  /** Applies a chosen theme at once (the console's theme provider); the profile saves it with the form. */
  onThemeChange?: (theme: Theme) => void;
  /** Switches the interface language at once (the console's language control). */
  onLanguageChange?: (lang: Language) => void;
}

/** The profile page wired to the profile and its calls; every success is told with a toast. */
export function ProfileScreenContainer({ title, onThemeChange, onLanguageChange }: ProfileScreenContainerProps) {
  const { t } = useT('profile');
  const { Link, navigate } = usePanel();
  const profile = useProfile();
  const edit = useEditProfile();
  const resend = useResendVerificationEmail();
  const addGithub = useAddGithubLogin();
  const addGoogle = useAddGoogleLogin();
  const addEmail = useAddEmailLogin();
  const remove = useRemoveLogin();
  const state = combineQueries({ profile });
  const email = profile.data?.email ?? '';

  // Linking a provider answers its sign-in page; the simulated one comes straight back, so say it is done then.
  const follow = (result: FormResult, done: () => void) => (result.redirect ? followRedirect(result.redirect, navigate) : done());

  return (
    <ProfileScreen
      title={title}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      user={profile.data}
      deleteAccountHref={deleteAccountPath()}
      linkComponent={Link}
      onThemeChange={onThemeChange}
      onLanguageChange={onLanguageChange}
      onSave={async (values) => {
        await edit.mutateAsync(values);
        toast.success(t('form.saved'));
      }}
      onResendVerification={async () => {
        await resend.mutateAsync();
        toast.success(t('verify.sent', { email: isolateLtr(email) }));
      }}
      onAddProviderLogin={async (type) => {
        const result = await (type === 'github' ? addGithub : addGoogle).mutateAsync();
        follow(result, () => toast.success(t('logins.linked', { method: t(LOGIN_LABEL_KEYS[type]) })));
      }}
      onAddEmailLogin={async (values) => {
        await addEmail.mutateAsync(values);
        toast.success(t('addEmail.added'));
      }}
      onRemoveLogin={async (type) => {
        await remove.mutateAsync({ type });
        toast.success(t('logins.removed', { method: t(LOGIN_LABEL_KEYS[type]) }));
      }}
    />
  );
}
