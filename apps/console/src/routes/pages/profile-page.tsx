import { ProfileScreenContainer } from '@hostdeck/panel';
import { useTheme } from '@hostdeck/ui';
import { useLanguageControls } from '../../session/language';
import type { PageProps } from './page-props';

/** /user/profile: the user's profile; a chosen theme or language applies at once, as the top bar's appearance menu does. */
export function ProfilePage({ title }: PageProps) {
  const theme = useTheme();
  const { setLanguage } = useLanguageControls();
  return <ProfileScreenContainer title={title} onThemeChange={theme.setChoice} onLanguageChange={setLanguage} />;
}
