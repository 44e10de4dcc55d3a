import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../api/schemas/profile';
import { usePanel } from '../../../data/panel-provider';
import { useResendWelcomeEmail, useSaveWelcomeCountry } from '../../../data/profile/mutations';
import { profileQuery, useProfile } from '../../../data/profile/queries';
import { browserRegionCountry } from '../../../rules/browser-region';
import { hostCreatePath } from '../../../rules/paths';
import type { WelcomeCountryValues } from '../../../rules/welcome-country';
import { combineQueries } from '../../common/screen-state/combine-queries';
import { WelcomeScreen } from './welcome';

export interface WelcomeScreenContainerProps {
  /** The page's title (the h1). */
  title: string;
  /** The browser's preferred languages, most preferred first (navigator.languages by default): their region is suggested. */
  languageTags?: readonly string[];
  /**
   * Follows the language the server gave the account with its country (when the user did not keep English), so the
   * console speaks it at once; without it the console's language stays as it is.
   */
  onLanguageChange?: (language: Language) => void;
}

function browserLanguageTags(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** The welcome onboarding wired to the profile and the welcome calls (POST /userapi/profile?r=/welcome). */
export function WelcomeScreenContainer({ title, languageTags, onLanguageChange }: WelcomeScreenContainerProps) {
  const { api, session, Link } = usePanel();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const saveCountry = useSaveWelcomeCountry();
  const resend = useResendWelcomeEmail();
  const [step, setStep] = useState<'country' | 'next'>('country');
  const [suggestedCountry] = useState(() => browserRegionCountry(languageTags ?? browserLanguageTags()));
  const state = combineQueries({ profile });
  const user = profile.data;

  const onSaveCountry = async ({ country, keepEnglish }: WelcomeCountryValues) => {
    await saveCountry.mutateAsync({ country, keepEnglish });
    if (!keepEnglish && onLanguageChange) {
      // The server may have given the account its country's language: read what it stored rather than guess.
      const saved = await queryClient.fetchQuery({ ...profileQuery(api), staleTime: 0 });
      onLanguageChange(saved.lang);
    }
    setStep('next');
  };

  return (
    <WelcomeScreen
      title={title}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      user={user ? { email: user.email, isEmailVerified: Boolean(user.email_verified_at) } : undefined}
      step={step}
      suggestedCountry={suggestedCountry}
      createWebsiteHref={hostCreatePath(session.teamBase)}
      linkComponent={Link}
      onSaveCountry={onSaveCountry}
      onResendEmail={() => resend.mutateAsync(undefined)}
    />
  );
}
