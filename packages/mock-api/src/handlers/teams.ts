import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { currencyCodeSchema, idSchema, memberRoleSchema } from '@hostdeck/panel/contract';
import type { WorldStore } from '../store/world-store';
import { changeMemberRole, getTeam, inviteMember, listMembers, recountTeamUsage, removeMember, updateTeamProfile } from '../world/teams';
import { createKit, idParam, type CallContext, type HandlerOptions } from './kit';
import { billingHandlers } from './teams-billing';

const detailForm = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('edit'),
    name: z.string().default(''),
    country: z.string().default(''),
    currency: z.optional(currencyCodeSchema),
    default_server: z.optional(idSchema),
    invoice_note: z.string().default(''),
  }),
  z.object({ action: z.literal('recount') }),
]);
const memberForm = z.discriminatedUnion('action', [
  z.object({ action: z.literal('invite'), email: z.string().default(''), role: memberRoleSchema }),
  z.object({ action: z.literal('edit'), id: idSchema, role: memberRoleSchema }),
  z.object({ action: z.literal('delete'), id: idSchema }),
]);

const team = (context: CallContext) => ({ teamId: idParam(context, 'teamId') });

/** The team: its detail (the session's plan and usage), profile, members, and billing. */
export function teamsHandlers(store: WorldStore, options: HandlerOptions = {}): HttpHandler[] {
  const kit = createKit(store, options);
  return [
    kit.get('team/:teamId/detail', (context) => kit.op('getTeam', getTeam, team(context))),
    kit.post('team/:teamId/detail', (context) =>
      kit.withFields('updateTeamProfile', detailForm, context.form, (form) => {
        if (form.action === 'recount') return kit.op('recountTeamUsage', recountTeamUsage, team(context));
        const { name, country, currency, default_server, invoice_note } = form;
        return kit.op('updateTeamProfile', updateTeamProfile, { ...team(context), profile: { name, country, currency, default_server, invoice_note } });
      }),
    ),
    kit.get('team/:teamId/member/', (context) => kit.op('listMembers', listMembers, team(context))),
    kit.post('team/:teamId/member', (context) =>
      kit.withFields('inviteMember', memberForm, context.form, (form) => {
        switch (form.action) {
          case 'invite':
            return kit.op('inviteMember', inviteMember, { ...team(context), email: form.email, role: form.role });
          case 'edit':
            return kit.op('changeMemberRole', changeMemberRole, { ...team(context), userId: form.id, role: form.role });
          case 'delete':
            return kit.op('removeMember', removeMember, { ...team(context), userId: form.id });
        }
      }),
    ),
    ...billingHandlers(kit),
  ];
}
