import { describe, expect, it } from 'vitest';
import {
  connectionResultSchema,
  databaseListSchema,
  firewallStateSchema,
  hostUserListSchema,
  logResultSchema,
  redisListSchema,
  screendManageResultSchema,
  screenProcessListSchema,
  softwareOutputSchema,
} from './host-tools';

describe('database schemas', () => {
  it('turns the name -> entry map into rows', () => {
    const rows = databaseListSchema.parse({
      the_awesome_site_db: { Type: 'mysql', Size: '8 KiB', Tables: 0 },
      the_awesome_site_blog: { Type: 'postgres', Size: 16384, Tables: '12' },
    });
    expect(rows).toEqual([
      { name: 'the_awesome_site_db', Type: 'mysql', Size: '8 KiB', Tables: 0 },
      { name: 'the_awesome_site_blog', Type: 'postgres', Size: 16384, Tables: 12 },
    ]);
  });

  it("reads PHP's empty [] as no databases", () => {
    expect(databaseListSchema.parse([])).toEqual([]);
  });

  it('rejects entries without Type or with a negative table count', () => {
    expect(databaseListSchema.safeParse({ db: { Size: '8 KiB', Tables: 0 } }).success).toBe(false);
    expect(databaseListSchema.safeParse({ db: { Type: 'mysql', Size: '8 KiB', Tables: -1 } }).success).toBe(false);
    expect(databaseListSchema.safeParse([{ Type: 'mysql' }]).success).toBe(false);
  });

  it("splits redis 'name:password' strings at the first colon", () => {
    expect(redisListSchema.parse(['cuddly_pop_vou_db:s3cr:et', 'cache:'])).toEqual([
      { name: 'cuddly_pop_vou_db', password: 's3cr:et' },
      { name: 'cache', password: '' },
    ]);
    expect(redisListSchema.safeParse(['no-password']).success).toBe(false);
    expect(redisListSchema.safeParse({ db: 'x' }).success).toBe(false);
  });
});

describe('softwareOutputSchema', () => {
  it('reads stdout given as text, as a JSON string or as { stdout }', () => {
    expect(softwareOutputSchema.parse('PHP 8.3.1 (cli) (built: Dec 20 2023)')).toBe('PHP 8.3.1 (cli) (built: Dec 20 2023)');
    expect(softwareOutputSchema.parse('"v20.11.0\\n"')).toBe('v20.11.0\n');
    expect(softwareOutputSchema.parse('{"code":0,"stdout":"Python 3.12.10\\n","stderr":""}')).toBe('Python 3.12.10\n');
    expect(softwareOutputSchema.parse('3')).toBe('3');
  });

  it('rejects a JSON object without stdout', () => {
    expect(softwareOutputSchema.safeParse('{"error":"denied"}').success).toBe(false);
  });
});

describe('hostUserListSchema', () => {
  it("keeps the 'User type' of each user", () => {
    expect(hostUserListSchema.parse({ cuddly: { 'User type': 'Server owner', 'Home directory': '/home/cuddly' }, deployer: { 'User type': 'Unix user' } })).toEqual([
      { name: 'cuddly', 'User type': 'Server owner' },
      { name: 'deployer', 'User type': 'Unix user' },
    ]);
    expect(hostUserListSchema.parse([])).toEqual([]);
  });

  it("rejects users without a 'User type'", () => {
    expect(hostUserListSchema.safeParse({ cuddly: { type: 'Server owner' } }).success).toBe(false);
  });
});

describe('logResultSchema', () => {
  it('reads a passenger log with its processes map', () => {
    const log = logResultSchema.parse({ code: 0, stdout: 'App 764098 output: listening', stderr: '', processes: { '/home/u/public_html (production)': [764098] } });
    expect(log.processes).toEqual({ '/home/u/public_html (production)': [764098] });
  });

  it('fills empty streams and keeps error codes', () => {
    expect(logResultSchema.parse({ code: 255, stdout: 'No processes were reported by passenger-status' })).toEqual({
      code: 255,
      stdout: 'No processes were reported by passenger-status',
      stderr: '',
    });
  });

  it('rejects a body without code or with PIDs that are not a list', () => {
    expect(logResultSchema.safeParse({ stdout: '' }).success).toBe(false);
    expect(logResultSchema.safeParse({ code: 0, stdout: '', processes: { app: 764098 } }).success).toBe(false);
  });
});

describe('screend schemas', () => {
  it('reads the screend list of backend-formats 5.2', () => {
    const list = screenProcessListSchema.parse([
      { screen_id: '12345', name: 'code-server', command: 'code-server', args: ['--bind-addr', '127.0.0.1:8080'] },
      { screen_id: '', name: 'worker', command: 'node', args: ['worker.js'] },
      { screen_id: 777, command: 'php' },
    ]);
    expect(list.map((process) => process.screen_id)).toEqual(['12345', '', '777']);
    expect(list[2]?.args).toEqual([]);
  });

  it('rejects processes without a command', () => {
    expect(screenProcessListSchema.safeParse([{ screen_id: '1', args: [] }]).success).toBe(false);
  });

  it('reads a manage answer', () => {
    expect(screendManageResultSchema.parse({ code: 0, stdout: 'started 2 processes', stderr: '' })).toMatchObject({ code: 0, stdout: 'started 2 processes' });
  });
});

describe('connectionResultSchema', () => {
  it('reads whois, name servers, ping addresses and web checks', () => {
    const result = connectionResultSchema.parse({
      whois: 'Domain Name: EXAMPLE.COM\nName Server: NSP.DOMCLOUD.CO',
      ns: ['nsp.domcloud.co.', 'nss.domcloud.co.'],
      ping: { ip: ['68.183.191.223'], ip6: '', realip: '68.183.191.223', realip6: '2400:6180:0:d1::770:4001', 'www.ip': null, 'example.com': '64 bytes from 68.183.191.223: icmp_seq=1' },
      web: { http: { '-': 'HTTP/1.1 301 Moved Permanently', location: 'https://example.com/' }, https: { '-': 'HTTP/2 200' } },
    });
    expect(result.ping).toEqual({
      ip: ['68.183.191.223'],
      ip6: [],
      realip: ['68.183.191.223'],
      realip6: ['2400:6180:0:d1::770:4001'],
      'www.ip': [],
      hosts: { 'example.com': '64 bytes from 68.183.191.223: icmp_seq=1' },
    });
    expect(result.web.http).toEqual({ '-': 'HTTP/1.1 301 Moved Permanently', location: 'https://example.com/' });
    expect(result.web.https).toEqual({ '-': 'HTTP/2 200', location: null });
    expect(result.ns).toHaveLength(2);
  });

  it('reads missing checks as null and space-separated lists as lists', () => {
    const result = connectionResultSchema.parse({ whois: 'Domain not found.', ns: 'a.ns. b.ns.', ping: {}, web: { http: null } });
    expect(result.ns).toEqual(['a.ns.', 'b.ns.']);
    expect(result.ping.ip).toEqual([]);
    expect(result.web).toEqual({ http: null, https: null });
  });

  it('rejects a web check without its status text', () => {
    expect(connectionResultSchema.safeParse({ ping: {}, web: { http: { location: '/' } } }).success).toBe(false);
    expect(connectionResultSchema.safeParse({ ping: [], web: {} }).success).toBe(false);
  });
});

describe('firewallStateSchema', () => {
  it('reads booleans, words and { firewall } as on or off', () => {
    expect(firewallStateSchema.parse(true)).toBe('on');
    expect(firewallStateSchema.parse(false)).toBe('off');
    expect(firewallStateSchema.parse('on')).toBe('on');
    expect(firewallStateSchema.parse({ firewall: 'off' })).toBe('off');
    expect(firewallStateSchema.parse({ firewall: true })).toBe('on');
  });

  it('rejects anything else', () => {
    expect(firewallStateSchema.safeParse('maybe').success).toBe(false);
    expect(firewallStateSchema.safeParse({ status: 'on' }).success).toBe(false);
  });
});
