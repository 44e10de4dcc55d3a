import { describe, expect, it } from 'vitest';
import { WEBHOOK_STATUS_VALUES, webhookBadgeSchema, webhookListSchema, webhookSchema } from './webhook';

const webhook = {
  id: '12',
  source_repo: 'willnode/my-app',
  source_commit: '3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39',
  source_branch: 'main',
  source_vendor: 'github',
  status: 'active',
  secret: 'a1b2c3d4e5f6a7b8c9d0',
  updated_at: '2024-10-13 08:21:45',
};

describe('webhookSchema', () => {
  it('accepts a webhook, coercing its id', () => {
    expect(webhookSchema.parse(webhook)).toEqual({ ...webhook, id: 12 });
  });

  it('accepts every status of the spec and a webhook that never ran', () => {
    for (const status of WEBHOOK_STATUS_VALUES) expect(webhookSchema.parse({ ...webhook, status }).status).toBe(status);
    expect(webhookSchema.parse({ ...webhook, status: 'idle', source_commit: null, source_branch: null, updated_at: null })).toMatchObject({ source_commit: null, updated_at: null });
  });

  it('reads a list', () => {
    expect(webhookListSchema.parse([webhook, { ...webhook, id: 13, status: 'failed' }]).map((item) => item.id)).toEqual([12, 13]);
    expect(webhookListSchema.parse([])).toEqual([]);
  });

  it('rejects an unknown status, a missing secret or a bad id', () => {
    expect(webhookSchema.safeParse({ ...webhook, status: 'running' }).success).toBe(false);
    expect(webhookSchema.safeParse({ ...webhook, secret: undefined }).success).toBe(false);
    expect(webhookSchema.safeParse({ ...webhook, id: 'abc' }).success).toBe(false);
    expect(webhookListSchema.safeParse({ webhooks: [webhook] }).success).toBe(false);
  });
});

describe('webhookBadgeSchema', () => {
  it('accepts a shields.io endpoint badge whose message is the status', () => {
    const badge = { schemaVersion: 1, label: 'deploy', message: 'updating', color: 'yellow' };
    expect(webhookBadgeSchema.parse(badge)).toEqual(badge);
    expect(webhookBadgeSchema.parse({ label: 'deploy', message: 'stalled' })).toEqual({ label: 'deploy', message: 'stalled' });
  });

  it('rejects another message or version', () => {
    expect(webhookBadgeSchema.safeParse({ label: 'deploy', message: 'passing' }).success).toBe(false);
    expect(webhookBadgeSchema.safeParse({ schemaVersion: 2, label: 'deploy', message: 'active' }).success).toBe(false);
  });
});
