import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { inviteQuotaSchema, looseIntSchema } from '@hostdeck/panel/contract';
import type { WorldStore } from '../store/world-store';
import { changeInviteQuota, createInviteCode, getInviteCode, grantInviteCode } from '../world/invite';
import { createKit, idParam, type HandlerOptions } from './kit';

const quotaForm = z.object({ quota: z.pipe(looseIntSchema, inviteQuotaSchema) });

/** The team's invite code, its invitees, and the invite gate's grant. */
export function inviteHandlers(store: WorldStore, options: HandlerOptions = {}): HttpHandler[] {
  const kit = createKit(store, options);
  return [
    kit.get('team/:teamId/invite-code/list', (context) => kit.op('getInviteCode', getInviteCode, { teamId: idParam(context, 'teamId') })),
    kit.post('team/:teamId/invite-code/create', (context) =>
      kit.withFields('createInviteCode', quotaForm, context.form, ({ quota }) => kit.op('createInviteCode', createInviteCode, { teamId: idParam(context, 'teamId'), quota })),
    ),
    kit.post('team/:teamId/invite-code/quote', (context) =>
      kit.withFields('changeInviteQuota', quotaForm, context.form, ({ quota }) => kit.op('changeInviteQuota', changeInviteQuota, { teamId: idParam(context, 'teamId'), quota })),
    ),
    kit.post('team/:teamId/invite-code/grant', (context) =>
      kit.withFields('grantInviteCode', z.object({ code: z.string().default('') }), context.form, ({ code }) =>
        kit.op('grantInviteCode', grantInviteCode, { teamId: idParam(context, 'teamId'), code }),
      ),
    ),
  ];
}
