import type { HttpHandler } from 'msw';
import { z } from 'zod';
import type { WorldStore } from '../store/world-store';
import { createServer, deleteServer, getServer, listServers, updateServer } from '../world/servers';
import { createKit, idParam, type HandlerOptions } from './kit';

const serverForm = z.object({
  alias: z.string().default(''),
  description: z.string().default(''),
  pass: z.string().optional(),
});

/** A team's servers, including self-hosted ones attached through their bridge. */
export function serversHandlers(store: WorldStore, options: HandlerOptions = {}): HttpHandler[] {
  const kit = createKit(store, options);
  return [
    kit.get('team/:teamId/server/list', (context) => kit.op('listServers', listServers, { teamId: idParam(context, 'teamId') })),
    kit.get('server/detail/:serverId', (context) => kit.op('getServer', getServer, { serverId: idParam(context, 'serverId') })),
    kit.post('team/:teamId/server/create', (context) =>
      kit.withFields('createServer', serverForm, context.form, (form) => kit.op('createServer', createServer, { teamId: idParam(context, 'teamId'), ...form, pass: form.pass ?? '' })),
    ),
    kit.post('team/:teamId/server/update/:serverId', (context) =>
      kit.withFields('updateServer', serverForm, context.form, (form) =>
        kit.op('updateServer', updateServer, { teamId: idParam(context, 'teamId'), serverId: idParam(context, 'serverId'), ...form }),
      ),
    ),
    kit.post('team/:teamId/server/delete/:serverId', (context) =>
      kit.op('deleteServer', deleteServer, { teamId: idParam(context, 'teamId'), serverId: idParam(context, 'serverId') }),
    ),
  ];
}
