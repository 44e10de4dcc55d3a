import type { Webhook, WebhookBadge } from '@hostdeck/panel/contract';
import { WEBHOOK_STATUS_COLOURS, checkWebhookScript, isWebhookBadgeKey } from '@hostdeck/panel/rules';
import { hostAccess, nextId, requireActiveHost } from './access';
import { englishOf } from './issue-english';
import { parseDeployScript } from './deploy-script';
import { operation, query } from './operation';
import { withRandom } from './random';
import { done, forbidden, invalid, notFound, ok, type FormAnswer } from './result';
import { formatDateTime } from './time';

interface HostInput {
  teamId: number;
  hostId: number;
}

/** A status colour (host-area 4) as shields.io names it. */
const shieldsColour = (colour: string) => (colour === 'gray' ? 'lightgrey' : colour);

const VENDORS: Array<[RegExp, string]> = [
  [/github\.com/, 'github'],
  [/gitlab\.com/, 'gitlab'],
  [/bitbucket\.org/, 'bitbucket'],
];

/** owner/repo and branch of a repository URL such as https://github.com/owner/repo.git#main. */
function repository(url: string): { repo: string; branch: string | null; vendor: string } | undefined {
  const match = /^(?:https?:\/\/|git@)([^/:]+)[/:]([^/]+)\/([^/#]+?)(?:\.git)?(?:#(.+))?$/.exec(url);
  if (!match) return undefined;
  const [, site = '', owner = '', name = '', branch] = match;
  return { repo: `${owner}/${name}`, branch: branch ?? null, vendor: VENDORS.find(([pattern]) => pattern.test(site))?.[1] ?? 'git' };
}

export const listWebhooks = query<{ hostId: number }, Webhook[]>((state, { hostId }) => {
  const access = hostAccess(state, hostId);
  return access.ok ? ok(access.value.host.webhooks.map((hook) => ({ ...hook }))) : access;
});

/** host-area 5.17: the script is required; it must be a deploy script whose source names the repository. */
export const addWebhook = operation<HostInput & { script: string }, FormAnswer & { id: number }>((state, { teamId, hostId, script }, now) => {
  const access = hostAccess(state, hostId, teamId);
  if (!access.ok) return access;
  if (access.value.role === 'client') return forbidden('Clients cannot add webhooks.');
  const inactive = requireActiveHost(access.value.host);
  if (inactive) return inactive;
  const missing = englishOf(checkWebhookScript(script), { subject: 'the deployment script' });
  if (missing) return invalid({ template: missing });
  const parsed = parseDeployScript(script);
  if (!parsed) return invalid({ template: 'The deployment script is not a valid YAML object.' });
  const source = parsed.source ? repository(parsed.source) : undefined;
  if (!source) return invalid({ template: 'The script needs a source repository URL.' });
  const id = nextId(state.hosts.flatMap((host) => host.webhooks), 1);
  const secret = withRandom(state, (random) => random.hex(40));
  access.value.host.webhooks.push({ id, source_repo: source.repo, source_commit: null, source_branch: source.branch ?? 'main', source_vendor: source.vendor, status: 'idle', secret, updated_at: formatDateTime(now) });
  return ok({ id, message: 'Webhook added' });
});

export const deleteWebhook = operation<HostInput & { webhookId: number }, FormAnswer>((state, { teamId, hostId, webhookId }) => {
  const access = hostAccess(state, hostId, teamId);
  if (!access.ok) return access;
  if (access.value.role === 'client') return forbidden('Clients cannot delete webhooks.');
  const host = access.value.host;
  if (!host.webhooks.some((hook) => hook.id === webhookId)) return notFound('Webhook not found');
  host.webhooks = host.webhooks.filter((hook) => hook.id !== webhookId);
  return done('Webhook deleted');
});

/** The public badge: no session needed, but the key must match the secret's first characters. */
export const getWebhookBadge = query<{ webhookId: number; key: string }, WebhookBadge>((state, { webhookId, key }) => {
  const hook = state.hosts.flatMap((host) => host.webhooks).find((item) => item.id === webhookId);
  if (!hook) return notFound('Webhook not found');
  if (!isWebhookBadgeKey(key, hook.secret)) return forbidden('Wrong badge key');
  return ok({ schemaVersion: 1, label: 'deploy', message: hook.status, color: shieldsColour(WEBHOOK_STATUS_COLOURS[hook.status]) });
});
