import { Controller } from 'react-hook-form';
import { Button, Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Field, Input } from '@hostdeck/ui';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { inviteMemberIssues } from '../../../rules/team-forms';
import { FormFailure } from '../../common/form-failure/form-failure';
import type { InviteMemberInput } from './member-roles';
import { RoleField } from './role-field';

export interface InviteMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  teamName: string;
  /** Sends the invitation; a rejection keeps the dialog open with the values and shows the server's reasons. */
  onInvite: (input: InviteMemberInput) => Promise<unknown>;
}

// Most invitations are for someone who works on the websites: the role most often given is chosen already.
const DEFAULT_VALUES: InviteMemberInput = { email: '', role: 'member' };

/** The invite dialog (account-area 2, 5): email (required, at most 255) and role (admin, member or client). */
export function InviteMemberDialog({ open, onOpenChange, teamName, onInvite }: InviteMemberDialogProps) {
  const { t } = useT('team-members');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('invite.title')}</DialogTitle>
          <DialogDescription>{t('invite.description', { team: teamName })}</DialogDescription>
        </DialogHeader>
        {/* The content mounts per opening, so every invitation starts from empty fields. */}
        <InviteMemberForm onInvite={onInvite} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface InviteMemberFormProps {
  onInvite: (input: InviteMemberInput) => Promise<unknown>;
  onDone: () => void;
}

function InviteMemberForm({ onInvite, onDone }: InviteMemberFormProps) {
  const { t } = useT('team-members');
  const common = useT('common');
  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<InviteMemberInput>({
    defaultValues: DEFAULT_VALUES,
    validate: inviteMemberIssues,
    onSubmit: async (values) => {
      await onInvite(values);
      onDone();
    },
  });
  const hasFieldError = errorOf('email') !== undefined || errorOf('role') !== undefined;
  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-col gap-4">
      <DialogBody className="grid gap-4">
        {submitFailure && <FormFailure title={t('invite.failed')} detail={submitFailure.detail} hasFieldError={hasFieldError} />}
        <Controller
          control={form.control}
          name="email"
          render={({ field }) => (
            <Field label={t('invite.email')} hint={t('invite.emailHint')} error={errorOf('email')} isRequired>
              <Input {...field} type="email" dir="ltr" autoComplete="off" spellCheck={false} />
            </Field>
          )}
        />
        <Controller control={form.control} name="role" render={({ field }) => <RoleField {...field} label={t('invite.role')} error={errorOf('role')} />} />
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {common.t('actions.back')}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {t('invite.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
