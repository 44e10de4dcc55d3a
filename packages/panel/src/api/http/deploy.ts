import type { HttpClient } from '../client';
import type { DeployApi } from '../contract/deploy';
import { isApiError } from '../errors';
import { formResultSchema } from '../schemas/common';
import {
  deploymentDetailSchema,
  deploymentListSchema,
  hostEnvironmentSchema,
  hostOrderResultSchema,
  repoCheckSchema,
  repositorySearchSchema,
  uploadRepoResultSchema,
  type HostOrderForm,
} from '../schemas/deploy';
import { webhookBadgeSchema, webhookListSchema } from '../schemas/webhook';
import { badgeQuery, createAreaUrls } from './area-urls';
import { createExternalCalls, type DeployApiOptions } from './deploy-external';

export type { DeployApiOptions } from './deploy-external';

/** The uploaded archive's file name, as the server expects it. */
export const UPLOAD_REPO_FILE_NAME = 'repo.zip';

export function createDeployApi(client: HttpClient, options: DeployApiOptions = {}): DeployApi {
  const runnerPage = (teamId: number, hostId: number) => `team/${teamId}/host/runner/${hostId}`;
  const webhookPage = (teamId: number, hostId: number) => `team/${teamId}/host/webhook/${hostId}`;
  const post = (path: string, form: Record<string, string | number>, signal: AbortSignal | undefined) =>
    client.request({ method: 'POST', path, form, schema: formResultSchema, signal });

  return {
    listDeployments: ({ hostId }, callOptions) => client.request({ path: `host/runner/${hostId}`, schema: deploymentListSchema, signal: callOptions?.signal }),
    getDeployment: ({ teamId, hostId, deployId }, callOptions) =>
      client.request({ path: runnerPage(teamId, hostId), query: { id: deployId }, schema: deploymentDetailSchema, signal: callOptions?.signal }),
    startDeployment: ({ teamId, hostId, template }, callOptions) => post(runnerPage(teamId, hostId), { template }, callOptions?.signal),
    clearDeployments: ({ teamId, hostId }, callOptions) => post(runnerPage(teamId, hostId), { delete: 'y' }, callOptions?.signal),
    getHostEnvironment: ({ hostId }, callOptions) => client.request({ path: `host/environment/${hostId}`, schema: hostEnvironmentSchema, signal: callOptions?.signal }),

    listWebhooks: ({ hostId }, callOptions) => client.request({ path: `host/webhook/${hostId}`, schema: webhookListSchema, signal: callOptions?.signal }),
    addWebhook: ({ teamId, hostId, script }, callOptions) => post(webhookPage(teamId, hostId), { action: 'add', template: script }, callOptions?.signal),
    deleteWebhook: ({ teamId, hostId, webhookId }, callOptions) => post(webhookPage(teamId, hostId), { action: 'delete', id: webhookId }, callOptions?.signal),
    getWebhookBadge: ({ webhookId, secret }, callOptions) =>
      client.request({ path: `/api/webhook/status/${webhookId}`, query: badgeQuery(secret), schema: webhookBadgeSchema, signal: callOptions?.signal }),
    getWebhookBadgeUrl: createAreaUrls(client).getWebhookBadgeUrl,

    createHost: ({ teamId, username, serverId, domain, mergeWithParent, password, template }, callOptions) => {
      const form: Record<keyof HostOrderForm, string | number | undefined> = {
        username,
        server_id: serverId,
        domain,
        merge_parent: mergeWithParent ? 'y' : undefined,
        password,
        template,
      };
      return client.request({ method: 'POST', path: `team/${teamId}/host/create`, form, schema: hostOrderResultSchema, signal: callOptions?.signal });
    },
    searchRepositories: async ({ query, owner }, callOptions) => {
      try {
        return await client.request({ path: 'github/', query: { q: query, o: owner }, schema: repositorySearchSchema, signal: callOptions?.signal });
      } catch (error) {
        // The spec ignores search errors (the picker shows "No repository found"), but a cancelled query stays cancelled.
        if (isApiError(error) && error.kind === 'aborted') throw error;
        return [];
      }
    },
    // Its 4xx answers carry the message and hint the form shows, so they are read like successes.
    checkRepo: ({ url }, callOptions) => client.request({ path: 'checkRepo', query: { url }, schema: repoCheckSchema, shouldThrow: false, signal: callOptions?.signal }),
    uploadRepo: ({ zip, onProgress }, callOptions) =>
      client.upload({
        path: 'uploadRepo',
        form: { repo: new File([zip], UPLOAD_REPO_FILE_NAME, { type: zip.type || 'application/zip' }) },
        schema: uploadRepoResultSchema,
        onProgress,
        signal: callOptions?.signal,
      }),

    ...createExternalCalls(client, options),
  };
}
