import type { ComponentType } from 'react';
import { Controller } from 'react-hook-form';
import { Button, Field } from '@hostdeck/ui';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { hostPasswordIssues } from '../../../rules/host-settings-forms';
import { GENERATED_PASSWORD_MAX_LENGTH, GENERATED_PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '../../../rules/limits';
import type { PanelLinkProps } from '../../common/link/panel-link';
import { PasswordInputGroup } from '../../common/password-input/password-input-group';
import { FormFailure } from '../../common/form-failure/form-failure';
import { SettingsFormPage } from './settings-form-page';

/** What the form sends: the new password, and each separate database password ('' leaves that one as it is). */
export interface HostPasswdValues {
  password: string;
  mypasswd: string;
  pgpasswd: string;
}

export interface HostPasswdScreenProps {
  /** The page's h1 (the route table's title). */
  title: string;
  /** The host's detail page: the back link. */
  detailHref: string;
  linkComponent?: ComponentType<PanelLinkProps>;
  /** The server's services that have their own password (its `features`): the MySQL and PostgreSQL fields show only for these. */
  databases: { mysql: boolean; postgresql: boolean };
  /** Sends the passwords; a rejection keeps every field and puts the server's messages on their fields. */
  onSubmit: (values: HostPasswdValues) => unknown;
}

const EMPTY: HostPasswdValues = { password: '', mypasswd: '', pgpasswd: '' };

/**
 * Change Password (host-area 2): the new password (rule 15) with Random, and the separate MySQL and PostgreSQL
 * passwords, optional, only where the server offers those databases.
 */
export function HostPasswdScreen({ title, detailHref, linkComponent, databases, onSubmit }: HostPasswdScreenProps) {
  const { t } = useT('host-settings');
  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<HostPasswdValues>({
    defaultValues: EMPTY,
    // A database field that is not shown sends nothing, whatever it held.
    validate: (values) => hostPasswordIssues(sentValues(values, databases)),
    onSubmit: (values) => onSubmit(sentValues(values, databases)),
    isDoneOnSuccess: true,
  });
  const hasFieldError = (['password', 'mypasswd', 'pgpasswd'] as const).some((name) => errorOf(name) !== undefined);
  return (
    <SettingsFormPage title={title} description={t('passwd.description')} detailHref={detailHref} linkComponent={linkComponent}>
      <form noValidate onSubmit={submit} aria-label={title} className="grid gap-4">
        <Controller
          control={form.control}
          name="password"
          render={({ field }) => (
            <Field
              label={t('passwd.password.label')}
              hint={t('passwd.password.hint', { min: PASSWORD_MIN_LENGTH, from: GENERATED_PASSWORD_MIN_LENGTH, to: GENERATED_PASSWORD_MAX_LENGTH })}
              error={errorOf('password')}
              isRequired
            >
              <PasswordInputGroup
                {...field}
                labels={{ show: t('passwd.password.show'), copy: t('passwd.password.copy') }}
                random={{
                  label: t('passwd.password.random'),
                  onGenerate: (password) => form.setValue('password', password, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
                }}
              />
            </Field>
          )}
        />
        {(databases.mysql || databases.postgresql) && (
          <fieldset className="grid min-w-0 gap-4">
            <legend className="mb-1 text-sm font-medium">{t('passwd.databases.title')}</legend>
            <p className="-mt-2 text-sm text-muted-foreground">{t('passwd.databases.hint')}</p>
            {databases.mysql && (
              <Controller
                control={form.control}
                name="mypasswd"
                render={({ field }) => (
                  <Field label={t('passwd.mysql.label')} error={errorOf('mypasswd')}>
                    <PasswordInputGroup {...field} labels={{ show: t('passwd.mysql.show'), copy: t('passwd.mysql.copy') }} />
                  </Field>
                )}
              />
            )}
            {databases.postgresql && (
              <Controller
                control={form.control}
                name="pgpasswd"
                render={({ field }) => (
                  <Field label={t('passwd.postgresql.label')} error={errorOf('pgpasswd')}>
                    <PasswordInputGroup {...field} labels={{ show: t('passwd.postgresql.show'), copy: t('passwd.postgresql.copy') }} />
                  </Field>
                )}
              />
            )}
          </fieldset>
        )}
        {submitFailure && <FormFailure title={t('passwd.failed')} detail={submitFailure.detail} hasFieldError={hasFieldError} />}
        <div>
          <Button type="submit" isLoading={isSubmitting}>
            {t('passwd.submit')}
          </Button>
        </div>
      </form>
    </SettingsFormPage>
  );
}

/** The values as sent: a database password only where its field is shown. */
function sentValues(values: HostPasswdValues, databases: HostPasswdScreenProps['databases']): HostPasswdValues {
  return { password: values.password, mypasswd: databases.mysql ? values.mypasswd : '', pgpasswd: databases.postgresql ? values.pgpasswd : '' };
}
