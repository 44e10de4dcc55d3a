import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { hostOrderFormSchema, idSchema } from '@hostdeck/panel/contract';
import type { WorldStore } from '../store/world-store';
import { clearDeployments, getDeployment, getHostEnvironment, listDeployments, startDeployment } from '../world/deploy';
import { createHost } from '../world/hosts';
import { addWebhook, deleteWebhook, getWebhookBadge, listWebhooks } from '../world/webhooks';
import { deployExternalHandlers } from './deploy-external';
import { NO_GITHUB_LINK, checkRepository, searchWorldRepositories, uploadedRepoPath } from './deploy-sources';
import { queryFields } from './form';
import { createKit, idParam, invalidFields, json, type CallContext, type HandlerOptions } from './kit';

const runnerForm = z.union([z.object({ delete: z.literal('y') }), z.object({ template: z.string() })]);
const webhookForm = z.discriminatedUnion('action', [z.object({ action: z.literal('add'), template: z.string() }), z.object({ action: z.literal('delete'), id: idSchema })]);
const searchQuery = z.object({ q: z.string().default(''), o: z.string().optional() });
const badgeQuery = z.object({ key: z.string().default(''), type: z.string().optional() });

const hostRef = (context: CallContext) => ({ teamId: idParam(context, 'teamId'), hostId: idParam(context, 'hostId') });

/** The runner, environment and webhooks of a host, the order form, its repository helpers and outside lookups. */
export function deployHandlers(store: WorldStore, options: HandlerOptions = {}): HttpHandler[] {
  const kit = createKit(store, options);
  return [
    kit.get('host/runner/:hostId', (context) => kit.op('listDeployments', listDeployments, { hostId: idParam(context, 'hostId') })),
    kit.get('team/:teamId/host/runner/:hostId', (context) =>
      kit.withFields('getDeployment', z.object({ id: idSchema }), queryFields(context.url), ({ id }) => kit.op('getDeployment', getDeployment, { ...hostRef(context), deployId: id })),
    ),
    kit.post('team/:teamId/host/runner/:hostId', (context) =>
      kit.withFields('startDeployment', runnerForm, context.form, (form) =>
        'delete' in form ? kit.op('clearDeployments', clearDeployments, hostRef(context)) : kit.op('startDeployment', startDeployment, { ...hostRef(context), template: form.template }),
      ),
    ),
    kit.get('host/environment/:hostId', (context) => kit.op('getHostEnvironment', getHostEnvironment, { hostId: idParam(context, 'hostId') })),

    kit.get('host/webhook/:hostId', (context) => kit.op('listWebhooks', listWebhooks, { hostId: idParam(context, 'hostId') })),
    kit.post('team/:teamId/host/webhook/:hostId', (context) =>
      kit.withFields('addWebhook', webhookForm, context.form, (form) =>
        form.action === 'add'
          ? kit.op('addWebhook', addWebhook, { ...hostRef(context), script: form.template })
          : kit.op('deleteWebhook', deleteWebhook, { ...hostRef(context), webhookId: form.id }),
      ),
    ),
    // The badge is public (a README embeds it) and lives outside /userapi.
    kit.external(`${options.baseUrl ?? ''}/api/webhook/status/:webhookId`, (context) =>
      kit.withFields('getWebhookBadge', badgeQuery, queryFields(context.url), ({ key }) => ({
        ...kit.op('getWebhookBadge', getWebhookBadge, { webhookId: idParam(context, 'webhookId'), key }),
        isPublic: true,
      })),
    ),

    kit.post('team/:teamId/host/create', (context) =>
      kit.withFields('createHost', hostOrderFormSchema, context.form, (form) =>
        kit.op('createHost', createHost, {
          teamId: idParam(context, 'teamId'),
          username: form.username,
          serverId: form.server_id,
          domain: form.domain,
          mergeWithParent: form.merge_parent === 'y',
          password: form.password,
          template: form.template,
        }),
      ),
    ),
    kit.get('github/', (context) =>
      kit.withFields('searchRepositories', searchQuery, queryFields(context.url), ({ q, o }) => ({
        call: 'searchRepositories',
        run: () => {
          const found = searchWorldRepositories(store.state, q, o);
          return found ? json(found) : json({ message: NO_GITHUB_LINK }, 403);
        },
      })),
    ),
    kit.get('checkRepo', ({ url }) => ({
      call: 'checkRepo',
      run: () => {
        const { status, body } = checkRepository(url.searchParams.get('url') ?? '');
        return json(body, status);
      },
    })),
    kit.post('uploadRepo', ({ form }) => ({
      call: 'uploadRepo',
      run: () => {
        const file = form.repo instanceof File ? form.repo : undefined;
        if (file && file.size > store.state.catalog.maxfilesizeupload) return json({ message: 'The file is larger than the upload limit.' }, 413);
        const path = uploadedRepoPath(store.state, store.now(), file);
        return path ? json({ path }) : invalidFields({ repo: 'Choose a zip file to upload.' });
      },
    })),
    ...deployExternalHandlers(store, options),
  ];
}
