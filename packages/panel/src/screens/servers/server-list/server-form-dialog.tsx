import { Controller } from 'react-hook-form';
import { Button, Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Field, Input } from '@hostdeck/ui';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { serverFormIssues, type ServerFormMode, type ServerFormValues } from '../../../rules/server-form';
import { SERVER_ALIAS_MAX_LENGTH, SERVER_SECRET_MAX_LENGTH } from '../../../rules/limits';
import { FormFailure } from '../../common/form-failure/form-failure';
import { PasswordInputGroup } from '../../common/password-input/password-input-group';

/** The form's values as sent: the secret is always a string ('' on update keeps the current one). */
export type ServerFormInput = Required<ServerFormValues>;

export interface ServerFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'create' attaches a server (secret required); 'update' changes one (secret optional). */
  mode: ServerFormMode;
  /** The server's current bridge URL and description, on update. */
  initialValues?: Pick<ServerFormInput, 'alias' | 'description'>;
  /** Saves; a rejection keeps the dialog open with every value and shows the server's reasons on the fields. */
  onSubmit: (values: ServerFormInput) => Promise<unknown>;
}

const EMPTY: ServerFormInput = { alias: '', description: '', pass: '' };

/** The self-hosted server form (account-area 3, 5): bridge API URL (alias), description and bridge secret (pass). */
export function ServerFormDialog({ open, onOpenChange, mode, initialValues, onSubmit }: ServerFormDialogProps) {
  const { t } = useT('server-list');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{mode === 'create' ? t('form.createTitle') : t('form.updateTitle')}</DialogTitle>
          <DialogDescription>{mode === 'create' ? t('form.createDescription') : t('form.updateDescription')}</DialogDescription>
        </DialogHeader>
        {/* The content mounts per opening, so each opening starts from the server's values (or empty ones). */}
        <ServerForm mode={mode} defaultValues={{ ...EMPTY, ...initialValues }} onSubmit={onSubmit} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface ServerFormProps {
  mode: ServerFormMode;
  defaultValues: ServerFormInput;
  onSubmit: (values: ServerFormInput) => Promise<unknown>;
  onDone: () => void;
}

function ServerForm({ mode, defaultValues, onSubmit, onDone }: ServerFormProps) {
  const { t } = useT('server-list');
  const common = useT('common');
  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<ServerFormInput>({
    defaultValues,
    validate: (values) => serverFormIssues(values, mode),
    onSubmit: async (values) => {
      await onSubmit(values);
      onDone();
    },
  });
  const hasFieldError = (['alias', 'description', 'pass'] as const).some((name) => errorOf(name) !== undefined);
  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-col gap-4">
      <DialogBody className="grid gap-4">
        {submitFailure && <FormFailure title={mode === 'create' ? t('form.createFailed') : t('form.updateFailed')} detail={submitFailure.detail} hasFieldError={hasFieldError} />}
        <Controller
          control={form.control}
          name="alias"
          render={({ field }) => (
            <Field label={t('form.alias')} hint={t('form.aliasHint', { max: SERVER_ALIAS_MAX_LENGTH })} error={errorOf('alias')} isRequired>
              <Input {...field} type="url" inputMode="url" dir="ltr" autoComplete="off" spellCheck={false} placeholder="https://bridge.example.com" />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            <Field label={t('form.description')} hint={t('form.descriptionHint')} error={errorOf('description')} isRequired>
              <Input {...field} autoComplete="off" />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="pass"
          render={({ field }) => (
            <Field
              label={t('form.pass')}
              hint={mode === 'create' ? t('form.passHint', { max: SERVER_SECRET_MAX_LENGTH }) : t('form.passKeepHint', { max: SERVER_SECRET_MAX_LENGTH })}
              error={errorOf('pass')}
              isRequired={mode === 'create'}
            >
              <PasswordInputGroup {...field} labels={{ show: t('form.passShow'), copy: t('form.passCopy') }} />
            </Field>
          )}
        />
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {common.t('actions.back')}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {mode === 'create' ? t('form.create') : t('form.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
