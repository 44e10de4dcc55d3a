import type { FormResult } from '../schemas/common';
import type { InviteCodeList, InviteQuota } from '../schemas/invite';
import type { CallOptions } from './call-options';

/** The team's invite code, its invitees, and the invite gate's grant. */
export interface InviteApi {
  /** GET team/{team}/invite-code/list */
  getInviteCode(params: { teamId: number }, options?: CallOptions): Promise<InviteCodeList>;
  /** POST /userapi/team/{team}/invite-code/create (form: quota) */
  createInviteCode(params: { teamId: number; quota: InviteQuota }, options?: CallOptions): Promise<FormResult>;
  /** POST /userapi/team/{team}/invite-code/quote (form: quota): changes the quota of the existing code. */
  changeInviteQuota(params: { teamId: number; quota: InviteQuota }, options?: CallOptions): Promise<FormResult>;
  /** POST /userapi/team/{team}/invite-code/grant (form: code): redeems a code; the 14-character limit lives in rules. */
  grantInviteCode(params: { teamId: number; code: string }, options?: CallOptions): Promise<FormResult>;
}
