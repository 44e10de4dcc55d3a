import { describe, expect, it } from 'vitest';
import { absoluteBadgeUrl, badgeMarkdown } from './webhook-badge-link';
import { toWebhookEntry } from './webhook-entry';
import { shortCommit, vendorName } from './webhook-source';

describe('vendorName', () => {
  it.each([
    ['github', 'GitHub'],
    ['gitlab', 'GitLab'],
    ['bitbucket', 'Bitbucket'],
    ['GitHub', 'GitHub'],
    ['git', 'git'],
    ['codeberg', 'codeberg'],
  ])('%s reads %s', (vendor, name) => {
    expect(vendorName(vendor)).toBe(name);
  });
});

describe('shortCommit', () => {
  it.each([
    ['3f9a1c2b7d4e5f60718293a4b5c6d7e8f9012345', '3f9a1c2'],
    ['abc', 'abc'],
    ['', null],
    ['  ', null],
    [null, null],
  ])('%s shortens to %s', (commit, short) => {
    expect(shortCommit(commit)).toBe(short);
  });
});

describe('absoluteBadgeUrl', () => {
  it.each([
    ['/api/webhook/status/12?key=a1b2c3d4&type=badge', 'https://my.example/user/host/webhook/7', 'https://my.example/api/webhook/status/12?key=a1b2c3d4&type=badge'],
    ['https://api.example/api/webhook/status/12?key=a1b2c3d4&type=badge', 'https://my.example/', 'https://api.example/api/webhook/status/12?key=a1b2c3d4&type=badge'],
    ['/api/webhook/status/12?key=a1b2c3d4&type=badge', undefined, '/api/webhook/status/12?key=a1b2c3d4&type=badge'],
  ])('%s on %s is %s', (url, base, absolute) => {
    expect(absoluteBadgeUrl(url, base)).toBe(absolute);
  });
});

describe('badgeMarkdown', () => {
  it('draws the badge call through the shields.io endpoint badge, the link encoded as one query value', () => {
    expect(badgeMarkdown('https://my.example/api/webhook/status/12?key=a1b2c3d4&type=badge')).toBe(
      '![deploy status](https://img.shields.io/endpoint?url=https%3A%2F%2Fmy.example%2Fapi%2Fwebhook%2Fstatus%2F12%3Fkey%3Da1b2c3d4%26type%3Dbadge)',
    );
  });
});

describe('toWebhookEntry', () => {
  it('keeps the fields the page shows and the badge link, never the secret', () => {
    const webhook = {
      id: 12,
      source_repo: 'lestari-studio/website',
      source_commit: null,
      source_branch: 'main',
      source_vendor: 'github',
      status: 'idle' as const,
      secret: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
      updated_at: null,
    };
    const entry = toWebhookEntry(webhook, '/api/webhook/status/12?key=a1b2c3d4&type=badge');
    expect(entry).toEqual({ ...webhook, secret: undefined, badgeUrl: '/api/webhook/status/12?key=a1b2c3d4&type=badge' });
    expect(Object.keys(entry)).not.toContain('secret');
    expect(JSON.stringify(entry)).not.toContain(webhook.secret);
  });
});
