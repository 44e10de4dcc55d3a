import type { HttpClient } from '../client';
import type { BackupsApi } from '../contract/backups';
import type { DeployApi } from '../contract/deploy';
import type { ServersApi } from '../contract/servers';
import { WEBHOOK_BADGE_KEY_LENGTH } from '../schemas/webhook';

// The synchronous addresses of areas whose calls load on demand (see lazy-area.ts): a link must be drawable before
// its area's code has arrived, so these live apart from their areas, which reuse them.

export type AreaUrls = Pick<BackupsApi, 'getBackupDownloadUrl'> & Pick<DeployApi, 'getWebhookBadgeUrl'> & Pick<ServersApi, 'getServerStatusUrl'>;

/** 'sgp.domcloud.co' or a bridge URL such as 'https://bridge.example.com/' becomes an https origin without a trailing slash. */
export function serverOrigin(endpoint: string): string {
  const trimmed = endpoint.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The badge's query: the first characters of the webhook secret as its key. */
export const badgeQuery = (secret: string) => ({ key: secret.slice(0, WEBHOOK_BADGE_KEY_LENGTH), type: 'badge' });

export function createAreaUrls(client: HttpClient): AreaUrls {
  return {
    getBackupDownloadUrl: ({ teamId, backupId }) => client.url(`/userapi/team/${teamId}/backup/download/${backupId}`),
    getWebhookBadgeUrl: ({ webhookId, secret }) => client.url(`/api/webhook/status/${webhookId}`, badgeQuery(secret)),
    getServerStatusUrl: ({ endpoint, view }) => client.url(`${serverOrigin(endpoint)}/status/${view}`),
  };
}
