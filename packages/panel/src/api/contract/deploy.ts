import type { UploadProgress } from '../upload';
import type { FormResult } from '../schemas/common';
import type { Deployment, DeploymentDetail, DohAnswer, HostEnvironment, HostOrderResult, RepoCheck, Repository, UploadRepoResult } from '../schemas/deploy';
import type { RecipeIndex, TemplateFile } from '../schemas/recipes';
import type { Webhook, WebhookBadge } from '../schemas/webhook';
import type { CallOptions } from './call-options';

/** What the host creation wizard orders. */
export interface HostOrder {
  teamId: number;
  /** The host name, which is also its system username. */
  username: string;
  serverId: number;
  /** The full domain: username plus the chosen suffix, or the custom domain. */
  domain: string;
  mergeWithParent: boolean;
  password: string;
  /** The deploy script (YAML text) to run on the new host; '' for none. */
  template: string;
}

/** Ordering hosts and deploying to them: runner, webhooks, the creation wizard and its outside lookups. */
export interface DeployApi {
  /** GET host/runner/{hostId}: the deployment history. */
  listDeployments(params: { hostId: number }, options?: CallOptions): Promise<Deployment[]>;
  /** GET team/{teamId}/host/runner/{hostId}?id={deployId}: one deployment's result and template (polled while running). */
  getDeployment(params: { teamId: number; hostId: number; deployId: number }, options?: CallOptions): Promise<DeploymentDetail>;
  /** POST team/{teamId}/host/runner/{hostId} (template = the YAML script): starts a deployment. */
  startDeployment(params: { teamId: number; hostId: number; template: string }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{teamId}/host/runner/{hostId} (delete=y): clears the deployment history. */
  clearDeployments(params: { teamId: number; hostId: number }, options?: CallOptions): Promise<FormResult>;
  /** GET host/environment/{hostId} */
  getHostEnvironment(params: { hostId: number }, options?: CallOptions): Promise<HostEnvironment>;
  /** GET host/webhook/{hostId}: the host's webhooks. */
  listWebhooks(params: { hostId: number }, options?: CallOptions): Promise<Webhook[]>;
  /** POST team/{teamId}/host/webhook/{hostId} (action=add, template = the YAML script). */
  addWebhook(params: { teamId: number; hostId: number; script: string }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{teamId}/host/webhook/{hostId} (action=delete, id). */
  deleteWebhook(params: { teamId: number; hostId: number; webhookId: number }, options?: CallOptions): Promise<FormResult>;
  /** GET /api/webhook/status/{webhookId}?key={first 8 characters of the secret}&type=badge */
  getWebhookBadge(params: { webhookId: number; secret: string }, options?: CallOptions): Promise<WebhookBadge>;
  /** The URL of the badge call above, for a badge link a README can embed. */
  getWebhookBadgeUrl(params: { webhookId: number; secret: string }): string;
  /** POST team/{teamId}/host/create (username, server_id, domain, merge_parent, password, template): the new host's id. */
  createHost(params: HostOrder, options?: CallOptions): Promise<HostOrderResult>;
  /** GET github/?q={query}&o={owner}: the linked account's repositories; any failure gives an empty list. */
  searchRepositories(params: { query: string; owner?: string }, options?: CallOptions): Promise<Repository[]>;
  /** GET checkRepo?url={url}: whether the repository can be cloned (a 4xx answer still carries message and hint). */
  checkRepo(params: { url: string }, options?: CallOptions): Promise<RepoCheck>;
  /** POST /userapi/uploadRepo (multipart, repo = the zip as repo.zip), reporting upload progress. */
  uploadRepo(params: { zip: Blob; onProgress?: (progress: UploadProgress) => void }, options?: CallOptions): Promise<UploadRepoResult>;
  /** GET of the remote recipe index (YAML). */
  getRecipeIndex(options?: CallOptions): Promise<RecipeIndex>;
  /** GET of a recipe file named by the index (relative to its relative_url). */
  getRecipeTemplate(params: { file: string; relativeUrl?: string }, options?: CallOptions): Promise<TemplateFile>;
  /** GET of the file named by the ?from= parameter: an absolute URL, or a path relative to the recipes. */
  getTemplateFrom(params: { from: string; relativeUrl?: string }, options?: CallOptions): Promise<TemplateFile>;
  /** GET of the DNS-over-HTTPS resolver (?name={domain}&type=A plus a cache-buster), for the order form's domain check. */
  lookupDomainA(params: { domain: string }, options?: CallOptions): Promise<DohAnswer>;
  /** GET https://{endpoint}/status/ping: the round trip in milliseconds. */
  measureServerLatency(params: { endpoint: string }, options?: CallOptions): Promise<number>;
}
