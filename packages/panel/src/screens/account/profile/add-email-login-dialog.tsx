import { Controller } from 'react-hook-form';
import { Button, Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Field, isolateLtr } from '@hostdeck/ui';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import type { EmailLoginValues } from '../../../rules/profile-form';
import { FormFailure } from '../../common/form-failure/form-failure';
import { PasswordInputGroup } from '../../common/password-input/password-input-group';
import { emailLoginOutcome, type EmailLoginRefusal } from './email-login-outcome';

export interface AddEmailLoginDialogProps {
  open: boolean;
  /** The account's email: the email sign-in uses it. */
  email: string;
  /** Adds the email sign-in; a rejection keeps the dialog open with the server's reasons. */
  onAdd: (values: EmailLoginValues) => Promise<unknown>;
  /** The dialog closed after the password was set. */
  onAdded: () => void;
  /** The setting was cancelled: a password too short, a confirmation that differs, or the dialog left. */
  onRefused: (refusal: EmailLoginRefusal) => void;
}

const EMPTY: EmailLoginValues = { password: '', passconf: '' };

/** Sets the password of a new email sign-in (account-area 5): at least 8 characters, typed twice. */
export function AddEmailLoginDialog({ open, email, onAdd, onAdded, onRefused }: AddEmailLoginDialogProps) {
  const { t } = useT('profile');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onRefused('cancelled')}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('addEmail.title')}</DialogTitle>
          <DialogDescription>{t('addEmail.description', { email: isolateLtr(email) })}</DialogDescription>
        </DialogHeader>
        {/* The content mounts per opening, so a password never stays behind. */}
        <AddEmailLoginForm onAdd={onAdd} onAdded={onAdded} onRefused={onRefused} />
      </DialogContent>
    </Dialog>
  );
}

type AddEmailLoginFormProps = Pick<AddEmailLoginDialogProps, 'onAdd' | 'onAdded' | 'onRefused'>;

function AddEmailLoginForm({ onAdd, onAdded, onRefused }: AddEmailLoginFormProps) {
  const { t } = useT('profile');
  const common = useT('common');
  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<EmailLoginValues>({
    defaultValues: EMPTY,
    // The spec cancels the setting rather than asking again: the rules run at submit, below, not on the fields.
    validate: () => [],
    onSubmit: async (values) => {
      const refusal = emailLoginOutcome(values);
      if (refusal) {
        onRefused(refusal);
        return;
      }
      await onAdd(values);
      onAdded();
    },
  });
  const hasFieldError = errorOf('password') !== undefined || errorOf('passconf') !== undefined;
  const labels = { show: t('addEmail.show'), copy: t('addEmail.copy') };
  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-col gap-4">
      <DialogBody className="grid gap-4">
        {submitFailure && <FormFailure title={t('addEmail.cancelled')} detail={submitFailure.detail} hasFieldError={hasFieldError} />}
        <Controller
          control={form.control}
          name="password"
          render={({ field }) => (
            <Field label={t('addEmail.password')} error={errorOf('password')} isRequired>
              <PasswordInputGroup {...field} labels={labels} />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="passconf"
          render={({ field }) => (
            <Field label={t('addEmail.passconf')} error={errorOf('passconf')} isRequired>
              <PasswordInputGroup {...field} labels={labels} />
            </Field>
          )}
        />
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={() => onRefused('cancelled')}>
          {common.t('actions.cancel')}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {t('addEmail.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
