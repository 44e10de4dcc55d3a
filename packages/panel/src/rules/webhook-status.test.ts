import { describe, expect, it } from 'vitest';
import { WEBHOOK_STATUS_VALUES } from '../api/schemas/webhook';
import { WEBHOOK_STATUS_COLOURS, isWebhookBadgeKey, webhookBadgeKey } from './webhook-status';

describe('webhooks (host-area 3 and 4)', () => {
  it('gives every status its colour', () => {
    expect(WEBHOOK_STATUS_COLOURS).toEqual({ updating: 'yellow', stalled: 'brown', failed: 'red', active: 'green', inactive: 'black', idle: 'gray' });
    expect(Object.keys(WEBHOOK_STATUS_COLOURS).sort()).toEqual([...WEBHOOK_STATUS_VALUES].sort());
  });

  it.each<[string, string, boolean]>([
    ['0123456789abcdef', '01234567', true],
    ['0123456789abcdef', '0123456789abcdef', true],
    ['0123456789abcdef', '01234566', false],
    ['0123456789abcdef', '0123', false],
    ['0123456789abcdef', '', false],
  ])('secret %s, key %j opens the badge: %s', (secret, key, opens) => {
    expect(isWebhookBadgeKey(key, secret)).toBe(opens);
  });

  it('keys a badge by the first 8 characters', () => {
    expect(webhookBadgeKey('0123456789abcdef')).toBe('01234567');
    expect(webhookBadgeKey('abc')).toBe('abc');
  });
});
