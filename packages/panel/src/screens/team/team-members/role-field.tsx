import { Field, Select, type SelectProps } from '@hostdeck/ui';
import { MEMBER_ROLE_VALUES } from '../../../api/schemas/teams';
import { useT } from '../../../i18n/i18n-provider';
import { ROLE_HINT_KEYS, ROLE_LABEL_KEYS, isMemberRole } from './member-roles';

export interface RoleFieldProps extends Omit<SelectProps, 'value' | 'children'> {
  label: string;
  value: string;
  /** A rule's issue or the server's message about the role. */
  error?: string;
}

/** The role a manager gives (admin, member or client), with what the chosen role may do under it. */
export function RoleField({ label, value, error, ...props }: RoleFieldProps) {
  const { t } = useT('team-members');
  return (
    <Field label={label} hint={isMemberRole(value) ? t(ROLE_HINT_KEYS[value]) : undefined} error={error} isRequired>
      <Select value={value} {...props}>
        {MEMBER_ROLE_VALUES.map((role) => (
          <option key={role} value={role}>
            {t(ROLE_LABEL_KEYS[role])}
          </option>
        ))}
      </Select>
    </Field>
  );
}
