import type { HttpClient } from '../client';
import type { InviteApi } from '../contract/invite';
import { formResultSchema } from '../schemas/common';
import { inviteCodeListSchema } from '../schemas/invite';

export function createInviteApi(client: HttpClient): InviteApi {
  const post = (teamId: number, action: 'create' | 'quote' | 'grant', form: Record<string, string | number>, signal: AbortSignal | undefined) =>
    client.request({ method: 'POST', path: `/userapi/team/${teamId}/invite-code/${action}`, form, schema: formResultSchema, signal });

  return {
    getInviteCode: ({ teamId }, options) =>
      client.request({ path: `team/${teamId}/invite-code/list`, schema: inviteCodeListSchema, signal: options?.signal }),
    createInviteCode: ({ teamId, quota }, options) => post(teamId, 'create', { quota }, options?.signal),
    changeInviteQuota: ({ teamId, quota }, options) => post(teamId, 'quote', { quota }, options?.signal),
    // The 14-character limit is checked by the form's rules; the server has the last word.
    grantInviteCode: ({ teamId, code }, options) => post(teamId, 'grant', { code }, options?.signal),
  };
}
