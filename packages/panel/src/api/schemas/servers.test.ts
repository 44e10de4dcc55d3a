import { describe, expect, it } from 'vitest';
import { serverFormSchema, serverListSchema, serverSchema } from './servers';

const sharedServer = {
  id: '4',
  endpoint: 'sgp.domcloud.co',
  title: 'Singapore (ARM)',
  vcpu: 4,
  ram: '24',
  arch: 'aarch64',
  ip: '129.150.52.34',
  ip6: '2603:c024:c00a:b00::1',
  created_at: '2023-01-10 00:00:00',
  quota_server: 5368709120,
  feature_level: '0',
  public_scope: 1,
  global_domain: 'domcloud.dev',
  wildcard_domain: 'sgp.domcloud.dev',
};

describe('server schemas', () => {
  it('accepts a shared server, coercing numbers and the scope flag', () => {
    expect(serverSchema.parse(sharedServer)).toMatchObject({ id: 4, ram: 24, feature_level: 0, public_scope: true, global_domain: 'domcloud.dev' });
  });

  it('accepts a fresh self-hosted server without hardware figures', () => {
    const server = serverSchema.parse({ id: 9, endpoint: 'https://bridge.example.com', title: 'My box', vcpu: null, ram: null, ip: null, ip6: null, public_scope: false });
    expect(server).toMatchObject({ id: 9, public_scope: false, vcpu: null });
    expect(server.feature_level).toBeUndefined();
  });

  it('rejects malformed servers', () => {
    expect(serverSchema.safeParse({ ...sharedServer, endpoint: undefined }).success).toBe(false);
    expect(serverSchema.safeParse({ ...sharedServer, vcpu: 'many' }).success).toBe(false);
    expect(serverSchema.safeParse({ ...sharedServer, feature_level: 1.5 }).success).toBe(false);
    expect(serverSchema.safeParse({ ...sharedServer, public_scope: 'everyone' }).success).toBe(false);
    expect(serverSchema.safeParse({ ...sharedServer, quota_server: '' }).success).toBe(false);
    expect(serverListSchema.safeParse(sharedServer).success).toBe(false);
  });

  it('describes the self-hosted server form, the secret being optional', () => {
    expect(serverFormSchema.safeParse({ alias: 'https://bridge.example.com', description: 'My box' }).success).toBe(true);
    expect(serverFormSchema.safeParse({ alias: 'https://bridge.example.com' }).success).toBe(false);
  });
});
