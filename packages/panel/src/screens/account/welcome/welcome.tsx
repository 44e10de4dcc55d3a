import type { ComponentType } from 'react';
import { PageHeader, Skeleton } from '@hostdeck/ui';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';
import type { WelcomeCountryValues } from '../../../rules/welcome-country';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { WelcomeCountryStep } from './welcome-country-step';
import { ConfirmEmailPrompt, CreateWebsitePrompt } from './welcome-next-step';

export interface WelcomeUser {
  email: string;
  isEmailVerified: boolean;
}

export interface WelcomeScreenProps {
  /** The page's title (the h1). */
  title: string;
  /** Where the user's profile stands. */
  status: ScreenStatus;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The signed-in user, once loaded. */
  user?: WelcomeUser;
  /** 'country' until the country is saved, then 'next' (create a website, or confirm the email first). */
  step: 'country' | 'next';
  /** The country the browser's region names, chosen to start with. */
  suggestedCountry?: string;
  /** Where the create-website prompt leads (the team's host create page). */
  createWebsiteHref: string;
  /** The router's link (a plain anchor by default). */
  linkComponent?: ComponentType<PanelLinkProps>;
  /** Saves the country (POST /userapi/profile?r=/welcome, action edit-country). */
  onSaveCountry: (values: WelcomeCountryValues) => Promise<unknown>;
  /** Sends the confirmation email again (action resend). */
  onResendEmail: () => Promise<unknown>;
}

/** The welcome onboarding: choose a country, then either create a first website or confirm the email. */
export function WelcomeScreen({ title, status, onRetry, isRetrying, user, step, suggestedCountry, createWebsiteHref, linkComponent = AnchorLink, onSaveCountry, onResendEmail }: WelcomeScreenProps) {
  return (
    <section aria-busy={status === 'loading' || undefined} className="grid max-w-2xl gap-6">
      <PageHeader title={title} />
      <ScreenState status={status} onRetry={onRetry} isRetrying={isRetrying} skeleton={<Skeleton className="h-96" />}>
        {user &&
          (step === 'country' ? (
            <WelcomeCountryStep suggestedCountry={suggestedCountry} onSave={onSaveCountry} />
          ) : user.isEmailVerified ? (
            <CreateWebsitePrompt createWebsiteHref={createWebsiteHref} linkComponent={linkComponent} />
          ) : (
            <ConfirmEmailPrompt email={user.email} onResend={onResendEmail} />
          ))}
      </ScreenState>
    </section>
  );
}
