import { Controller } from 'react-hook-form';
import { UserPlus } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Field, Input } from '@hostdeck/ui';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { HOST_USER_NAME_MAX_LENGTH, HOST_USER_NAME_MIN_LENGTH, newHostUserIssues, type NewHostUserValues } from '../../../rules/host-user-name';

export interface AddHostUserFormProps {
  /** The names the host's users already have: a taken one is refused before it is sent. */
  takenNames: readonly string[];
  /** Creates the user (the caller makes its password); a rejection keeps the typed name and shows the server's reasons. */
  onAdd: (user: string) => Promise<unknown>;
}

const DEFAULT_VALUES: NewHostUserValues = { user: '' };

/** Adds an extra user by name; its password is made for it and shown once after the user exists. */
export function AddHostUserForm({ takenNames, onAdd }: AddHostUserFormProps) {
  const { t } = useT('host-users');
  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<NewHostUserValues>({
    defaultValues: DEFAULT_VALUES,
    validate: (values) => newHostUserIssues(values, takenNames),
    // The common wording of a bad format says too little: this one names the allowed characters.
    issueMessage: (issue) => (issue.code === 'pattern' ? t('add.pattern') : undefined),
    // An empty field left behind is no mistake yet: the rules speak once the name is submitted.
    mode: 'onSubmit',
    onSubmit: async ({ user }) => {
      await onAdd(user);
      // useRuleForm keeps edited fields through a reset by default (server data coming in); this one clears them.
      form.reset(DEFAULT_VALUES, { keepDirtyValues: false });
    },
  });
  const nameError = errorOf('user');
  // The field already says why, unless the server explained more (its password refusal, or a reason of no field).
  const showFailure = submitFailure !== undefined && (nameError === undefined || submitFailure.detail !== '');

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('add.title')}</CardTitle>
        <CardDescription>{t('add.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          {showFailure && (
            <Alert variant="error">
              <AlertTitle>{t('add.failed')}</AlertTitle>
              {submitFailure.detail !== '' && <AlertDescription>{submitFailure.detail}</AlertDescription>}
            </Alert>
          )}
          <div className="flex flex-wrap items-start gap-3">
            <Controller
              control={form.control}
              name="user"
              render={({ field }) => (
                <Field className="min-w-0 flex-[1_1_16rem]" label={t('add.name')} hint={t('add.hint', { min: HOST_USER_NAME_MIN_LENGTH, max: HOST_USER_NAME_MAX_LENGTH })} error={nameError} isRequired>
                  <Input {...field} dir="ltr" autoComplete="off" autoCapitalize="off" spellCheck={false} />
                </Field>
              )}
            />
            {/* Lined up with the input, below the label's row, however the label wraps. */}
            <Button type="submit" className="sm:mt-7" isLoading={isSubmitting}>
              <UserPlus aria-hidden />
              {t('add.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
