import { Controller } from 'react-hook-form';
import { Button, Card, CardContent, CardHeader, CardTitle, Field, Input, Select } from '@hostdeck/ui';
import type { ProfileEdit } from '../../../api/contract/profile';
import { LANGUAGE_VALUES, THEME_VALUES, type Language, type Theme, type User } from '../../../api/schemas/profile';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { LANGUAGE_NAMES } from '../../../i18n/languages';
import { isProfileEmailLocked, profileIssues } from '../../../rules/profile-form';
import { FormFailure } from '../../common/form-failure/form-failure';

export interface ProfileFormValues {
  name: string;
  email: string;
  theme: Theme;
  lang: Language;
}

export interface ProfileFormCardProps {
  user: User;
  /** Saves the edit; a rejection keeps every field as typed and puts the server's reasons on the fields. */
  onSave: (edit: ProfileEdit) => Promise<unknown>;
  /** Called as soon as a theme is chosen, before saving, so the console shows it at once. */
  onThemeChange?: (theme: Theme) => void;
  /** Called as soon as a language is chosen, before saving. */
  onLanguageChange?: (lang: Language) => void;
}

const THEME_LABEL_KEYS = { light: 'form.light', dark: 'form.dark' } as const satisfies Record<Theme, string>;

function isTheme(value: string): value is Theme {
  return THEME_VALUES.some((theme) => theme === value);
}

function isLanguage(value: string): value is Language {
  return LANGUAGE_VALUES.some((lang) => lang === value);
}

/** The profile's values; a user without a stored theme follows the system, shown here as light until they choose. */
function formValuesOf(user: User): ProfileFormValues {
  return { name: user.name, email: user.email, theme: user.theme ?? 'light', lang: user.lang };
}

/** The edit form (account-area 5): name 3 to 255, email valid and at most 255 (fixed once verified), theme, language. */
export function ProfileFormCard({ user, onSave, onThemeChange, onLanguageChange }: ProfileFormCardProps) {
  const { t } = useT('profile');
  const isEmailLocked = isProfileEmailLocked(user.email_verified_at);
  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<ProfileFormValues>({
    defaultValues: formValuesOf(user),
    values: formValuesOf(user),
    validate: (values) => profileIssues(values, { currentEmail: user.email, emailVerifiedAt: user.email_verified_at }),
    onSubmit: async ({ name, email, theme, lang }) => {
      // A verified email is not sent at all: the server keeps it.
      await onSave(isEmailLocked ? { name, theme, lang } : { name, email, theme, lang });
    },
  });
  const hasFieldError = (['name', 'email', 'theme', 'lang'] as const).some((name) => errorOf(name) !== undefined);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid max-w-xl gap-4">
          {submitFailure && <FormFailure title={t('form.failed')} detail={submitFailure.detail} hasFieldError={hasFieldError} />}
          <Controller
            control={form.control}
            name="name"
            render={({ field }) => (
              <Field label={t('form.name')} error={errorOf('name')} isRequired>
                <Input {...field} autoComplete="name" />
              </Field>
            )}
          />
          <Controller
            control={form.control}
            name="email"
            render={({ field }) => (
              <Field label={t('form.email')} hint={isEmailLocked ? t('form.emailLocked') : undefined} error={errorOf('email')} isRequired>
                <Input {...field} type="email" dir="ltr" autoComplete="email" spellCheck={false} disabled={isEmailLocked} />
              </Field>
            )}
          />
          <Controller
            control={form.control}
            name="theme"
            render={({ field }) => (
              <Field label={t('form.theme')} hint={t('form.themeHint')} error={errorOf('theme')}>
                <Select
                  {...field}
                  onChange={(event) => {
                    field.onChange(event);
                    if (isTheme(event.target.value)) onThemeChange?.(event.target.value);
                  }}
                >
                  {THEME_VALUES.map((theme) => (
                    <option key={theme} value={theme}>
                      {t(THEME_LABEL_KEYS[theme])}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
          />
          <Controller
            control={form.control}
            name="lang"
            render={({ field }) => (
              <Field label={t('form.language')} hint={t('form.themeHint')} error={errorOf('lang')}>
                <Select
                  {...field}
                  onChange={(event) => {
                    field.onChange(event);
                    if (isLanguage(event.target.value)) onLanguageChange?.(event.target.value);
                  }}
                >
                  {LANGUAGE_VALUES.map((lang) => (
                    <option key={lang} value={lang} lang={lang}>
                      {LANGUAGE_NAMES[lang]}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
          />
          <div>
            <Button type="submit" isLoading={isSubmitting}>
              {t('form.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
