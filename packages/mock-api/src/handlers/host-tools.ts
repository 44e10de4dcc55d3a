import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { logTypeSchema, looseIntSchema, type HostPage } from '@hostdeck/panel/contract';
import type { WorldStore } from '../store/world-store';
import { getDnsZone } from '../world/dns';
import { getConnectionCheck, getFirewallState, getHostLog, listScreenProcesses, manageScreenProcesses, runSoftwareCommand } from '../world/host-services';
import { listDatabases, listHostUsers, listRedisDatabases } from '../world/host-tools';
import { getNginxConfig } from '../world/nginx';
import { queryFields } from './form';
import { templatePlan } from './host-template';
import { createKit, idParam, text, type CallContext, type HandlerOptions } from './kit';

const logQuery = z.object({ type: z.optional(logTypeSchema), sub: z.string().optional(), n: z.optional(looseIntSchema) });
const screendForm = z.object({ action: z.enum(['start', 'stop', 'restart']) });

/** Tool pages whose form posts a `template` (detail and runner posts are answered by the hosts and deploy groups). */
const TEMPLATE_PAGES: readonly HostPage[] = ['manage', 'database', 'software', 'connection', 'log', 'nginx', 'dns', 'user', 'firewall'];

const hostRef = (context: CallContext) => ({ teamId: idParam(context, 'teamId'), hostId: idParam(context, 'hostId') });
const pagePath = (page: HostPage) => `team/:teamId/host/${page}/:hostId`;

/** The host tool pages: database, software, user, nginx, DNS, log, screend, connection and firewall. */
export function hostToolsHandlers(store: WorldStore, options: HandlerOptions = {}): HttpHandler[] {
  const kit = createKit(store, options);
  return [
    kit.get(pagePath('database'), (context) =>
      context.url.searchParams.get('type') === 'redis' ? kit.op('listRedisDatabases', listRedisDatabases, hostRef(context)) : kit.op('listDatabases', listDatabases, hostRef(context)),
    ),
    // The software page's answer is the command's stdout as text.
    kit.get(pagePath('software'), (context) =>
      kit.op('runSoftwareCommand', runSoftwareCommand, { ...hostRef(context), command: context.url.searchParams.get('cmd') ?? '' }, (stdout) => text(stdout)),
    ),
    kit.get(pagePath('user'), (context) => kit.op('listHostUsers', listHostUsers, hostRef(context))),
    kit.get(pagePath('nginx'), (context) => kit.op('getNginxConfig', getNginxConfig, { ...hostRef(context), subdomain: context.url.searchParams.get('subdomain') || undefined })),
    kit.get(pagePath('dns'), (context) => kit.op('getDnsZone', getDnsZone, hostRef(context))),
    kit.get(pagePath('log'), (context) =>
      kit.withFields('getHostLog', logQuery, queryFields(context.url), ({ type, sub, n }) => kit.op('getHostLog', getHostLog, { ...hostRef(context), type, sub: sub || undefined, lines: n })),
    ),
    kit.get(pagePath('screend'), (context) => kit.op('listScreenProcesses', listScreenProcesses, hostRef(context))),
    kit.post(pagePath('screend'), (context) =>
      kit.withFields('manageScreenProcesses', screendForm, context.form, ({ action }) => kit.op('manageScreenProcesses', manageScreenProcesses, { ...hostRef(context), action })),
    ),
    kit.get(pagePath('connection'), (context) => kit.op('getConnectionCheck', getConnectionCheck, hostRef(context))),
    kit.get(pagePath('firewall'), (context) => kit.op('getFirewallState', getFirewallState, hostRef(context))),
    ...TEMPLATE_PAGES.map((page) => kit.post(pagePath(page), (context) => templatePlan(kit, context, page))),
  ];
}
