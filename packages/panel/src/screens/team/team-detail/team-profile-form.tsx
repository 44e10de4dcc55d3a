import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Alert, Button, Card, CardContent, CardFooter, CardHeader, CardTitle, Field, Input, Textarea } from '@hostdeck/ui';
import type { Plan, SessionServer, Team } from '../../../api/schemas/session';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { countryName } from '../../../rules/countries';
import { INVOICE_NOTE_MAX_LENGTH, TEAM_NAME_MAX_LENGTH, TEAM_NAME_MIN_LENGTH } from '../../../rules/limits';
import { suggestedCurrency, teamProfileFormIssues, teamProfileFormValues, teamProfilePayload, type TeamProfileFormValues, type TeamProfilePayload } from '../../../rules/team-detail';
import { TeamCountrySelect } from './team-country-select';
import { TeamCurrencySelect } from './team-currency-select';
import { TeamServerSelect } from './team-server-select';

export interface TeamProfileFormProps {
  team: Team;
  /** initdata's plans: the team's currency when it has none of its own. */
  plans: readonly Plan[];
  planLevel: number;
  /** initdata's servers, the default server's choices. */
  servers: readonly SessionServer[];
  /** Saves the profile; a rejection keeps every edit and puts the server's messages on their fields. */
  onSave: (profile: TeamProfilePayload) => unknown;
}

/** The owner's team profile: name, country, currency, default server and invoice note. */
export function TeamProfileForm({ team, plans, planLevel, servers, onSave }: TeamProfileFormProps) {
  const { t, i18n } = useT('team-detail');
  const locale = i18n.language;
  const values = useMemo(() => teamProfileFormValues(team, plans), [team, plans]);
  const [isSaved, setIsSaved] = useState(false);
  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<TeamProfileFormValues>({
    defaultValues: values,
    values,
    validate: (current) => teamProfileFormIssues(current, servers, planLevel),
    onSubmit: async (current) => {
      setIsSaved(false);
      await onSave(teamProfilePayload(current));
      setIsSaved(true);
    },
  });
  // "Saved" speaks of what was sent: the next edit takes it back.
  useEffect(() => {
    const subscription = form.watch((_, { type }) => {
      if (type === 'change') setIsSaved(false);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const [country, currency] = useWatch({ control: form.control, name: ['country', 'currency'] });
  const suggestion = suggestedCurrency(country, currency);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.title')}</CardTitle>
      </CardHeader>
      <form noValidate onSubmit={submit} aria-label={t('profile.title')} className="grid gap-4">
        <CardContent className="grid gap-4">
          <Controller
            control={form.control}
            name="name"
            render={({ field }) => (
              <Field label={t('profile.name')} hint={t('profile.nameHint', { min: TEAM_NAME_MIN_LENGTH, max: TEAM_NAME_MAX_LENGTH })} error={errorOf('name')} isRequired>
                <Input {...field} autoComplete="organization" />
              </Field>
            )}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <Controller
              control={form.control}
              name="country"
              render={({ field }) => (
                <Field label={t('profile.country')} error={errorOf('country')} isRequired className="content-start">
                  <TeamCountrySelect {...field} />
                </Field>
              )}
            />
            <div className="grid content-start gap-2">
              <Controller
                control={form.control}
                name="currency"
                render={({ field }) => (
                  <Field label={t('profile.currency')} hint={t('profile.currencyHint')} error={errorOf('currency')} isRequired>
                    <TeamCurrencySelect {...field} />
                  </Field>
                )}
              />
              {suggestion && (
                <p data-slot="currency-suggestion" className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
                  {t('profile.currencySuggested', { country: countryName(country, locale), currency: suggestion.toUpperCase() })}
                  <Button variant="link" size="sm" className="px-0" onClick={() => form.setValue('currency', suggestion, { shouldDirty: true, shouldValidate: true })}>
                    {t('profile.useCurrency', { currency: suggestion.toUpperCase() })}
                  </Button>
                </p>
              )}
            </div>
          </div>
          <Controller
            control={form.control}
            name="default_server"
            render={({ field }) => (
              <Field label={t('profile.server')} hint={t('profile.serverHint')} error={errorOf('default_server')}>
                <TeamServerSelect {...field} servers={servers} planLevel={planLevel} />
              </Field>
            )}
          />
          <Controller
            control={form.control}
            name="invoice_note"
            render={({ field }) => (
              <Field label={t('profile.invoiceNote')} hint={t('profile.invoiceNoteHint', { max: INVOICE_NOTE_MAX_LENGTH })} error={errorOf('invoice_note')}>
                <Textarea {...field} rows={4} />
              </Field>
            )}
          />
          {submitFailure && (
            <Alert variant="error">
              <p>{t('profile.notSaved')}</p>
              {submitFailure.detail && <p>{submitFailure.detail}</p>}
            </Alert>
          )}
        </CardContent>
        <CardFooter>
          <Button type="submit" isLoading={isSubmitting}>
            {t('profile.save')}
          </Button>
          <span role="status" className="text-sm">
            {isSaved ? t('profile.saved') : ''}
          </span>
        </CardFooter>
      </form>
    </Card>
  );
}
