import { useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Checkbox, Field } from '@hostdeck/ui';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { countriesByName, findCountry } from '../../../rules/countries';
import { welcomeCountryIssues, type WelcomeCountryValues } from '../../../rules/welcome-country';
import { FormFailure } from '../../common/form-failure/form-failure';
import { CountryCombobox } from './country-combobox';

export interface WelcomeCountryStepProps {
  /** The country the browser's region names, chosen to start with; undefined when the browser names none. */
  suggestedCountry?: string;
  /** Saves the choice; a rejection keeps it and shows why. */
  onSave: (values: WelcomeCountryValues) => Promise<unknown>;
}

/** Step 1 of the welcome: the country, searchable, and whether the console stays in English. */
export function WelcomeCountryStep({ suggestedCountry, onSave }: WelcomeCountryStepProps) {
  const { t, i18n } = useT('welcome');
  const countries = useMemo(() => countriesByName(i18n.language), [i18n.language]);
  const keepEnglishHintId = useId();
  const suggested = findCountry(suggestedCountry)?.code ?? '';
  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<WelcomeCountryValues>({
    defaultValues: { country: suggested, keepEnglish: false },
    validate: welcomeCountryIssues,
    serverFieldNames: { keep_english: 'keepEnglish' },
    onSubmit: onSave,
  });
  const chosen = form.watch('country');
  const chosenName = countries.find((country) => country.code === chosen)?.name;
  const isSuggestion = chosen !== '' && chosen === suggested;

  return (
    <Card>
      <form noValidate onSubmit={submit} className="contents">
        <CardHeader>
          <CardTitle>{t('country.heading')}</CardTitle>
          <CardDescription>{t('country.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {submitFailure && <FormFailure title={t('country.failed')} detail={submitFailure.detail} hasFieldError={errorOf('country') !== undefined} />}
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <Field label={t('country.label')} hint={t('country.hint')} error={errorOf('country')} isRequired>
                <CountryCombobox countries={countries} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />
              </Field>
            )}
          />
          <p aria-live="polite" className="text-sm">
            {chosenName ? t('country.chosen', { country: chosenName }) : t('country.nothingChosen')}
            {isSuggestion && <span className="ms-1 text-muted-foreground">{t('country.suggested')}</span>}
          </p>
          <Controller
            control={form.control}
            name="keepEnglish"
            render={({ field }) => (
              <div className="grid gap-1">
                <Checkbox
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  label={t('country.keepEnglish')}
                  aria-describedby={keepEnglishHintId}
                />
                <p id={keepEnglishHintId} className="ps-6 text-sm text-muted-foreground">
                  {t('country.keepEnglishHint')}
                </p>
              </div>
            )}
          />
        </CardContent>
        <CardFooter>
          <Button type="submit" isLoading={isSubmitting}>
            {t('country.submit')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
