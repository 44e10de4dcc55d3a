import { createHash } from 'node:crypto';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { deriveWebhookSecret, WEBHOOK_SECRET_PREFIX, webhookWorkflow } from './webhook-secret';

describe('deriveWebhookSecret', () => {
  it.each([
    [1001, 'lestari.studio'],
    [1, '2a.example'],
    [12, 'a.example'],
  ])('host %s on %s: SHA-1 of the prefix, host id and domain', async (hostId, domain) => {
    const expected = createHash('sha1').update(`${WEBHOOK_SECRET_PREFIX}${hostId}:${domain}`).digest('hex');
    await expect(deriveWebhookSecret(hostId, domain)).resolves.toBe(expected);
  });

  it('is 40 hex characters, stable, and differs per host and per domain', async () => {
    const secret = await deriveWebhookSecret(1001, 'lestari.studio');
    expect(secret).toMatch(/^[0-9a-f]{40}$/);
    await expect(deriveWebhookSecret(1001, 'lestari.studio')).resolves.toBe(secret);
    await expect(deriveWebhookSecret(1002, 'lestari.studio')).resolves.not.toBe(secret);
    await expect(deriveWebhookSecret(1001, 'shop.lestari.studio')).resolves.not.toBe(secret);
    await expect(deriveWebhookSecret(1, '2a.example')).resolves.not.toBe(await deriveWebhookSecret(12, 'a.example'));
  });
});

describe('webhookWorkflow', () => {
  it('is a GitHub workflow calling the webhook with the default commands', () => {
    const workflow = load(webhookWorkflow('https://console.example/api/githubdeploy')) as { jobs: { deploy: { steps: Array<{ uses: string; env: Record<string, string> }> } } };
    const [step] = workflow.jobs.deploy.steps;
    expect(step?.uses).toBe('distributhor/workflow-webhook@v3');
    expect(step?.env).toEqual({
      webhook_url: 'https://console.example/api/githubdeploy',
      webhook_secret: '${{ secrets.WEBHOOK_SECRET }}',
      webhook_auth: '${{ secrets.WEBHOOK_AUTH }}',
      data: '{"commands":["git pull","restart"]}',
    });
  });
});
