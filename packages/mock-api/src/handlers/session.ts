import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { looseIntSchema } from '@hostdeck/panel/contract';
import type { WorldStore } from '../store/world-store';
import { banAccount, getInitData, listUsers } from '../world/session';
import { queryFields } from './form';
import { createKit, text, type HandlerOptions } from './kit';

const userListQuery = z.object({ page: z._default(looseIntSchema, 1), email: z.optional(z.string()) });

/** initdata (the session bootstrap), the administrator's user list and the ban of the account the session is on. */
export function sessionHandlers(store: WorldStore, options: HandlerOptions = {}): HttpHandler[] {
  const kit = createKit(store, options);
  return [
    kit.get('initdata', () => kit.op('getInitData', getInitData, undefined)),
    kit.get('users/list', ({ url }) => kit.withFields('listUsers', userListQuery, queryFields(url), ({ page, email }) => kit.op('listUsers', listUsers, { page, email }))),
    // The real answer is a page or a redirect, which the client reads as text and ignores.
    kit.get('banthisaccount', () => kit.op('banAccount', banAccount, undefined, (answer) => text(answer.message ?? 'Account banned'))),
  ];
}
