import { Controller } from 'react-hook-form';
import { Button, Field, Input } from '@hostdeck/ui';
import { SERVER_ERROR_TYPE, useRuleForm } from '../../../../forms';
import { useT } from '../../../../i18n/i18n-provider';
import { checkInviteCode, normalizeInviteCode } from '../../../../rules/invite-code';
import { collectIssues } from '../../../../rules/issues';
import { INVITE_CODE_MAX_LENGTH } from '../../../../rules/limits';

interface InviteCodeValues {
  code: string;
}

const DEFAULT_VALUES: InviteCodeValues = { code: '' };
const validate = ({ code }: InviteCodeValues) => collectIssues(checkInviteCode(code));

export interface InviteCodeFormProps {
  /** Grants the trimmed code; a rejection shows the server's reason under the field. */
  onRedeemCode: (code: string) => unknown;
}

/** The invite code of the gate: checked on submit (then on every change), sent once however often it is clicked. */
export function InviteCodeForm({ onRedeemCode }: InviteCodeFormProps) {
  const { t } = useT('invite-gate');
  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<InviteCodeValues>({
    defaultValues: DEFAULT_VALUES,
    validate,
    // An empty field left behind is no mistake yet: the rules speak once the code is submitted.
    mode: 'onSubmit',
    onSubmit: ({ code }) => onRedeemCode(normalizeInviteCode(code)),
  });
  const codeError = form.formState.errors.code;
  const serverReason = codeError?.type === SERVER_ERROR_TYPE ? codeError.message : submitFailure?.detail;
  const error = serverReason ? t('inviteFailed', { message: serverReason }) : errorOf('code');

  return (
    <form id="invite-code-form" noValidate onSubmit={submit} className="grid gap-3">
      <Controller
        control={form.control}
        name="code"
        render={({ field }) => (
          <Field label={t('inviteLabel')} hint={t('inviteHint', { max: INVITE_CODE_MAX_LENGTH })} error={error}>
            <Input {...field} dir="ltr" autoComplete="off" spellCheck={false} />
          </Field>
        )}
      />
      <Button type="submit" isLoading={isSubmitting}>
        {t('inviteSubmit')}
      </Button>
    </form>
  );
}
