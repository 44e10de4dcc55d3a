import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Field, Input, Select, isolateLtr } from '@hostdeck/ui';
import { DATABASE_KIND_VALUES } from '../../../api/schemas/host-tools';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { checkDatabaseName, databaseCreateIssues, databaseFullName, type DatabaseCreateValues } from '../../../rules/database-name';
import { DATABASE_ENGINE_NAMES } from './database-rows';

export interface DatabaseCreateFormProps {
  /** The host's username: the server puts it before every new database's name. */
  username: string;
  /** Creates the database; a rejection keeps every value and shows the server's field error on its field. */
  onCreate: (values: DatabaseCreateValues) => Promise<unknown>;
}

// MySQL is what most sites on the platform run (the runner's default database).
const DEFAULT_VALUES: DatabaseCreateValues = { kind: 'mysql', name: '' };

/** The create form (host-area 7 'mysql create', 'postgres create', 'redis create'): kind and name, the full name shown. */
export function DatabaseCreateForm({ username, onCreate }: DatabaseCreateFormProps) {
  const { t } = useT('host-database');
  const titleId = useId();
  const { form, submit, errorOf, isSubmitting } = useRuleForm<DatabaseCreateValues>({
    defaultValues: DEFAULT_VALUES,
    validate: databaseCreateIssues,
    onSubmit: async (values) => {
      await onCreate(values);
      // Created: the next database starts from an empty name, of the same kind.
      form.resetField('name');
    },
  });
  const [kind, name] = useWatch({ control: form.control, name: ['kind', 'name'] });
  const rule = kind === 'redis' ? t('create.rule.redis') : t('create.rule.sql');
  const isNameValid = checkDatabaseName(kind, name) === undefined;
  const fullName = isNameValid ? t('create.fullName', { name: isolateLtr(databaseFullName(username, name)) }) : t('create.prefix', { prefix: isolateLtr(databaseFullName(username, '')) });

  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>{t('create.title')}</CardTitle>
        <CardDescription>{t('create.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-labelledby={titleId} className="grid items-start gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto]">
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Field label={t('create.kind')} error={errorOf('kind')}>
                <Select
                  {...field}
                  onChange={(event) => {
                    field.onChange(event);
                    // Each kind has its own name rule: a name already looked at is checked again against the new one.
                    const name = form.getFieldState('name');
                    if (name.isTouched || name.invalid) void form.trigger('name');
                  }}
                >
                  {DATABASE_KIND_VALUES.map((value) => (
                    <option key={value} value={value}>
                      {DATABASE_ENGINE_NAMES[value]}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
          />
          <Controller
            control={form.control}
            name="name"
            render={({ field }) => (
              <Field label={t('create.name')} hint={`${rule} ${fullName}`} error={errorOf('name')} isRequired className="[&_[data-slot=field-hint]]:break-words">
                <Input {...field} dir="ltr" autoComplete="off" autoCapitalize="off" spellCheck={false} className="font-mono" />
              </Field>
            )}
          />
          {/* Level with the inputs: the labels above them take the first row's height on wide screens. */}
          <Button type="submit" isLoading={isSubmitting} className="sm:mt-6">
            {t('create.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
