import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { idSchema, looseIntSchema, type HostSettingsTab } from '@hostdeck/panel/contract';
import type { WorldStore } from '../store/world-store';
import { changeHostDomain, changeHostPassword, deleteHost, moveHost, renameHost, transferHost } from '../world/host-settings';
import { getHostDetail, getHostStats, listHosts, recountHost, recountHosts, updateHost } from '../world/hosts';
import { queryFields } from './form';
import { templatePlan } from './host-template';
import { createKit, idParam, type CallContext, type HandlerOptions, type Kit, type Plan } from './kit';

const listQuery = z.object({ page: z.optional(looseIntSchema), server: z.optional(idSchema) });
const recountForm = z.object({ action: z.literal('recount') });
const detailForm = z.object({ action: z.enum(['recount', 'update']) });
const optionalText = z.string().optional().transform((value) => value || undefined);

/** Each settings tab: its form and the world operation it runs. */
function settingsPlan(kit: Kit, context: CallContext, tab: HostSettingsTab): Plan {
  const host = { teamId: idParam(context, 'teamId'), hostId: idParam(context, 'hostId') };
  const { form } = context;
  switch (tab) {
    case 'rename':
      return kit.withFields('renameHost', z.object({ username: z.string() }), form, ({ username }) => kit.op('renameHost', renameHost, { ...host, username }));
    case 'cname':
      return kit.withFields('changeHostDomain', z.object({ cname: z.string() }), form, ({ cname }) => kit.op('changeHostDomain', changeHostDomain, { ...host, domain: cname }));
    case 'passwd':
      return kit.withFields('changeHostPassword', z.object({ password: z.string(), mypasswd: optionalText, pgpasswd: optionalText }), form, (input) =>
        kit.op('changeHostPassword', changeHostPassword, { ...host, password: input.password, mysqlPassword: input.mypasswd, postgresPassword: input.pgpasswd }),
      );
    case 'server':
      return kit.withFields('moveHost', z.object({ server_id: idSchema }), form, ({ server_id }) => kit.op('moveHost', moveHost, { ...host, serverId: server_id }));
    case 'transfer':
      return kit.withFields('transferHost', z.object({ team_id: idSchema }), form, ({ team_id }) => kit.op('transferHost', transferHost, { ...host, targetTeamId: team_id }));
    case 'delete':
      return kit.withFields('deleteHost', z.object({ wordpass: z.string() }), form, ({ wordpass }) => kit.op('deleteHost', deleteHost, { ...host, username: wordpass }));
  }
}

const SETTINGS_TABS: readonly HostSettingsTab[] = ['rename', 'cname', 'passwd', 'server', 'transfer', 'delete'];

/** Host list, detail and stats, the usage recounts, and the host settings forms. */
export function hostsHandlers(store: WorldStore, options: HandlerOptions = {}): HttpHandler[] {
  const kit = createKit(store, options);
  return [
    kit.get('team/:teamId/host/list', (context) =>
      kit.withFields('listHosts', listQuery, queryFields(context.url), ({ page, server }) => kit.op('listHosts', listHosts, { teamId: idParam(context, 'teamId'), page, serverId: server })),
    ),
    kit.post('team/:teamId/host/list', (context) => kit.withFields('recountHosts', recountForm, context.form, () => kit.op('recountHosts', recountHosts, { teamId: idParam(context, 'teamId') }))),
    kit.get('team/:teamId/host/detail/:hostId', (context) => kit.op('getHostDetail', getHostDetail, { teamId: idParam(context, 'teamId'), hostId: idParam(context, 'hostId') })),
    kit.post('team/:teamId/host/detail/:hostId', (context) => {
      // The detail page's own form posts an action; a features post to the detail page carries a template instead.
      if (typeof context.form.template === 'string') return templatePlan(kit, context, 'detail');
      const host = { teamId: idParam(context, 'teamId'), hostId: idParam(context, 'hostId') };
      return kit.withFields('recountHost', detailForm, context.form, ({ action }) => (action === 'recount' ? kit.op('recountHost', recountHost, host) : kit.op('updateHost', updateHost, host)));
    }),
    kit.get('host/stat/:hostId', (context) => kit.op('getHostStats', getHostStats, { hostId: idParam(context, 'hostId') })),
    ...SETTINGS_TABS.map((tab) => kit.post(`team/:teamId/host/${tab}/:hostId`, (context) => settingsPlan(kit, context, tab))),
  ];
}
