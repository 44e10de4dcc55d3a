import { Controller, useWatch } from 'react-hook-form';
import { Button, Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@hostdeck/ui';
import { MEMBER_ROLE_VALUES, type Member, type MemberRole } from '../../../api/schemas/teams';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { checkChoice } from '../../../rules/field-checks';
import { collectIssues } from '../../../rules/issues';
import { FormFailure } from '../../common/form-failure/form-failure';
import { isMemberRole, memberName } from './member-roles';
import { RoleField } from './role-field';

export interface EditRoleDialogProps {
  /** The member whose role changes (never the owner: the page offers no edit there). */
  member: Member;
  teamName: string;
  onClose: () => void;
  /** Saves the role; a rejection keeps the dialog open with the choice and shows the server's reason. */
  onChangeRole: (member: Member, role: MemberRole) => Promise<unknown>;
}

interface RoleValues {
  role: MemberRole;
}

const validate = ({ role }: RoleValues) => collectIssues(checkChoice('role', role, MEMBER_ROLE_VALUES));

/** A member's role, changed to admin, member or client by a manager. */
export function EditRoleDialog({ member, teamName, onClose, onChangeRole }: EditRoleDialogProps) {
  const { t } = useT('team-members');
  const name = memberName(member);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('editRole.title', { name })}</DialogTitle>
          <DialogDescription>{t('editRole.description', { name, team: teamName })}</DialogDescription>
        </DialogHeader>
        <EditRoleForm member={member} onClose={onClose} onChangeRole={onChangeRole} />
      </DialogContent>
    </Dialog>
  );
}

function EditRoleForm({ member, onClose, onChangeRole }: Omit<EditRoleDialogProps, 'teamName'>) {
  const { t } = useT('team-members');
  const common = useT('common');
  const current = isMemberRole(member.role) ? member.role : undefined;
  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<RoleValues>({
    defaultValues: { role: current ?? 'member' },
    validate,
    onSubmit: async ({ role }) => {
      await onChangeRole(member, role);
      onClose();
    },
  });
  const chosen = useWatch({ control: form.control, name: 'role' });
  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-col gap-4">
      <DialogBody className="grid gap-4">
        {submitFailure && <FormFailure title={t('editRole.failed')} detail={submitFailure.detail} hasFieldError={errorOf('role') !== undefined} />}
        <Controller control={form.control} name="role" render={({ field }) => <RoleField {...field} label={t('editRole.role')} error={errorOf('role')} />} />
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {common.t('actions.cancel')}
        </Button>
        {/* Saving the role the member already has would change nothing. */}
        <Button type="submit" isLoading={isSubmitting} disabled={chosen === current}>
          {common.t('actions.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
