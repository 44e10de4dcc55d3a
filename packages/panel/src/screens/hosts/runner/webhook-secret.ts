import { DEFAULT_DEPLOY_COMMANDS } from '../../../rules/limits';

/**
 * The fixed prefix of the webhook dialog's derived secret (host-area 7): the secret is the hex SHA-1 of
 * `${WEBHOOK_SECRET_PREFIX}${hostId}:${domain}`. The colon keeps host 1 + '2a.example' apart from host 12 + 'a.example'.
 * It is a stable per-host value to paste into the repository, not a real key.
 */
export const WEBHOOK_SECRET_PREFIX = 'hostdeck-webhook:';

/** The portal's configured webhook endpoint (host-area 7), on the console's own origin. */
export const GITHUB_DEPLOY_PATH = '/api/githubdeploy';

/** The derived webhook secret: 40 lowercase hex characters. */
export async function deriveWebhookSecret(hostId: number, domain: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${WEBHOOK_SECRET_PREFIX}${hostId}:${domain}`);
  const digest = await crypto.subtle.digest('SHA-1', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The workflow the dialog offers (backend-formats 5.6): on every push, call the webhook with the default commands. */
export function webhookWorkflow(webhookUrl: string): string {
  const data = JSON.stringify({ commands: DEFAULT_DEPLOY_COMMANDS });
  return [
    'name: Sync on Hostdeck',
    'on:',
    '  push:',
    '    branches: [main]',
    'jobs:',
    '  deploy:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: distributhor/workflow-webhook@v3',
    '        env:',
    `          webhook_url: ${webhookUrl}`,
    // Written for GitHub to expand, not for this template string.
    '          webhook_secret: ${{ secrets.WEBHOOK_SECRET }}',
    '          webhook_auth: ${{ secrets.WEBHOOK_AUTH }}',
    `          data: '${data}'`,
    '',
  ].join('\n');
}
