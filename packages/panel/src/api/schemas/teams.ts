import * as z from 'zod/mini';
import { idSchema } from './common';
import { roleSchema } from './session';
import { phpListSchema } from './common';

/** Roles a manager can give in the invite dialog and the role edit: the owner role is never given. */
export const MEMBER_ROLE_VALUES = ['admin', 'member', 'client'] as const;
export const memberRoleSchema = z.enum(MEMBER_ROLE_VALUES);
export type MemberRole = z.infer<typeof memberRoleSchema>;

export const memberSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type Member = z.infer<typeof memberSchema>;

// Shape ours: the spec does not show this body.
/** GET team/{team}/member/: the members of the team, owner included. */
export const memberListSchema = phpListSchema(memberSchema);
