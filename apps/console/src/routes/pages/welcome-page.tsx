import { WelcomeScreenContainer } from '@hostdeck/panel';
import { useLanguageControls } from '../../session/language';
import type { PageProps } from './page-props';

/** /welcome: the onboarding (country, then a first website or the email confirmation); the console follows the language the country gives. */
export function WelcomePage({ title }: PageProps) {
  const { setLanguage } = useLanguageControls();
  return <WelcomeScreenContainer title={title} onLanguageChange={setLanguage} />;
}
