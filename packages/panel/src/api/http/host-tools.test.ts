import { load } from 'js-yaml';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../client';
import { FETCH_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../errors';
import { TEST_CSRF, createTestClient, setupMswServer, userapi, rejection } from '../testing/msw-node';
import { createHostToolsApi } from './host-tools';

const server = setupMswServer();
const api = createHostToolsApi(createTestClient());
const host = { teamId: 3, hostId: 9 };

interface Seen {
  method: string;
  query: Record<string, string>;
  form: Record<string, string> | undefined;
  csrf: string | null;
}

/** Answers one page path and records what the server received; the CSRF field is checked, then left out. */
function answer(page: string, reply: () => Response) {
  const seen: Seen[] = [];
  server.use(
    http.all(userapi(`team/3/host/${page}/9`), async ({ request }) => {
      let form: Record<string, string> | undefined;
      if (request.method === 'POST') {
        const body = await request.formData();
        expect(body.get(TEST_CSRF.name)).toBe(TEST_CSRF.value);
        body.delete(TEST_CSRF.name);
        form = {};
        for (const [key, value] of body) form[key] = String(value);
      }
      seen.push({ method: request.method, query: Object.fromEntries(new URL(request.url).searchParams), form, csrf: request.headers.get(CSRF_HEADER) });
      return reply();
    }),
  );
  return seen;
}

const ok = () => HttpResponse.json({ message: 'Deployment started' });
const posted = (seen: Seen[]) => load(seen[0]?.form?.template ?? '');


describe('runHostFeatures', () => {
  it('posts a template of features to the page, with the CSRF token', async () => {
    const seen = answer('runner', ok);
    await expect(api.runHostFeatures({ ...host, page: 'runner', features: ['php 8.3', { 'create-user': { user: 'ci', pass: 'p4ss-word' } }] })).resolves.toEqual({ message: 'Deployment started' });
    expect(seen).toEqual([{ method: 'POST', query: {}, form: { template: 'features:\n  - php 8.3\n  - create-user:\n      user: ci\n      pass: p4ss-word\n' }, csrf: TEST_CSRF.value }]);
  });

  it('targets a subdomain in the query and the template', async () => {
    const seen = answer('nginx', ok);
    await api.runHostFeatures({ ...host, page: 'nginx', features: ['ssl'], subdomain: 'api' });
    expect(seen[0]?.query).toEqual({ subdomain: 'api' });
    expect(posted(seen)).toEqual({ subdomain: 'api', features: ['ssl'] });
  });
});

describe('database page', () => {
  it('lists databases as rows', async () => {
    const seen = answer('database', () => HttpResponse.json({ cuddly_pop_vou_db: { Type: 'mysql', Size: '8 KiB', Tables: 0 } }));
    await expect(api.listDatabases(host)).resolves.toEqual([{ name: 'cuddly_pop_vou_db', Type: 'mysql', Size: '8 KiB', Tables: 0 }]);
    expect(seen).toMatchObject([{ method: 'GET', query: {}, csrf: null }]);
  });

  it('lists redis databases with ?type=redis', async () => {
    const seen = answer('database', () => HttpResponse.json(['cuddly_pop_vou_db:Pa55word']));
    await expect(api.listRedisDatabases(host)).resolves.toEqual([{ name: 'cuddly_pop_vou_db', password: 'Pa55word' }]);
    expect(seen[0]).toMatchObject({ method: 'GET', query: { type: 'redis' } });
  });

  it('creates and drops databases with features', async () => {
    const seen = answer('database', ok);
    await api.createDatabase({ ...host, kind: 'mysql', name: 'shop' });
    await api.createDatabase({ ...host, kind: 'postgres', name: 'analytics' });
    await api.createDatabase({ ...host, kind: 'redis', name: 'cache' });
    await api.dropDatabase({ ...host, kind: 'mysql', name: 'cuddly_pop_vou_shop' });
    expect(seen.map((request) => request.form?.template)).toEqual([
      'features:\n  - mysql create shop\n',
      'features:\n  - postgres create analytics\n',
      'features:\n  - redis create cache\n',
      'features:\n  - mysql drop cuddly_pop_vou_shop\n',
    ]);
  });

  it('rejects a malformed list and a failed one', async () => {
    answer('database', () => HttpResponse.json({ shop: { Size: 1 } }));
    expect(await rejection(api.listDatabases(host))).toMatchObject({ kind: 'malformed', message: FETCH_ERROR_MESSAGE });
    answer('database', () => new HttpResponse('boom', { status: 500 }));
    expect(await rejection(api.listRedisDatabases(host))).toMatchObject({ kind: 'http', status: 500, message: NETWORK_ERROR_MESSAGE });
  });
});

describe('software page', () => {
  it('runs a version command and returns its stdout', async () => {
    const seen = answer('software', () => HttpResponse.text('v20.11.0\n'));
    await expect(api.runSoftwareCommand({ ...host, command: 'node -v' })).resolves.toBe('v20.11.0\n');
    expect(seen[0]).toMatchObject({ method: 'GET', query: { cmd: 'node -v' } });
  });

  it('unwraps a JSON { stdout } answer', async () => {
    answer('software', () => HttpResponse.json({ code: 0, stdout: 'Python 3.12.10\n', stderr: '' }));
    await expect(api.runSoftwareCommand({ ...host, command: 'python --version' })).resolves.toBe('Python 3.12.10\n');
  });
});

describe('user page', () => {
  it("lists users, forwarding the page's query string", async () => {
    const seen = answer('user', () => HttpResponse.json({ cuddly: { 'User type': 'Server owner' }, ci: { 'User type': 'Unix user' } }));
    const users = await api.listHostUsers({ ...host, query: { sub: 'api.example.com' } });
    expect(users).toEqual([
      { name: 'cuddly', 'User type': 'Server owner' },
      { name: 'ci', 'User type': 'Unix user' },
    ]);
    expect(seen[0]).toMatchObject({ method: 'GET', query: { sub: 'api.example.com' } });
  });

  it('creates and deletes users', async () => {
    const seen = answer('user', ok);
    await api.createHostUser({ ...host, user: 'ci', password: 'Rand0m-Pass-123' });
    await api.deleteHostUser({ ...host, user: 'ci' });
    expect(seen.map((request) => load(request.form?.template ?? ''))).toEqual([
      { features: [{ 'create-user': { user: 'ci', pass: 'Rand0m-Pass-123' } }] },
      { features: [{ 'delete-user': { user: 'ci' } }] },
    ]);
  });
});

describe('nginx page', () => {
  const readBack = {
    ssl: 3,
    www: 1,
    dom: 'example.com',
    fcgi: 'localhost:8004',
    config: { fastcgi: 'on', root: 'public_html', locations: [{ match: '/', try_files: '$uri $uri/ /index.php$is_args$args' }], ssl: 'on' },
    raw: 'server {\n}\n',
  };

  it('reads the config and raw text of a subdomain', async () => {
    const seen = answer('nginx', () => HttpResponse.json(readBack));
    const page = await api.getNginxConfig({ ...host, subdomain: 'api' });
    expect(page.config.locations?.[0]?.match).toBe('/');
    expect(page.raw).toBe('server {\n}\n');
    expect(seen[0]).toMatchObject({ method: 'GET', query: { subdomain: 'api' } });
  });

  it('reads the main site without a subdomain parameter', async () => {
    const seen = answer('nginx', () => HttpResponse.json(readBack));
    await api.getNginxConfig(host);
    expect(seen[0]?.query).toEqual({});
  });

  it('saves a structured config or raw text as the nginx key', async () => {
    const seen = answer('nginx', ok);
    const config = { fastcgi: 'off' as const, passenger: { enabled: 'on' as const, app_start_command: 'env PORT=$PORT node app.js' } };
    await api.saveNginxConfig({ ...host, config });
    await api.saveNginxConfig({ ...host, subdomain: 'api', config: 'server {\n    listen 80;\n}\n' });
    expect(posted(seen)).toEqual({ nginx: config });
    expect(seen[0]?.form?.template).toContain('fastcgi: "off"');
    expect(seen[1]?.query).toEqual({ subdomain: 'api' });
    expect(load(seen[1]?.form?.template ?? '')).toEqual({ subdomain: 'api', nginx: 'server {\n    listen 80;\n}\n' });
  });

  it('runs ssl and www features', async () => {
    const seen = answer('nginx', ok);
    await api.runNginxFeatures({ ...host, features: ['ssl self-sign', 'www off'] });
    expect(seen[0]?.form).toEqual({ template: 'features:\n  - ssl self-sign\n  - www off\n' });
  });

  it('rejects a config the editor cannot hold', async () => {
    answer('nginx', () => HttpResponse.json({ ...readBack, config: { fastcgi: true } }));
    expect(await rejection(api.getNginxConfig(host))).toMatchObject({ kind: 'malformed' });
  });
});

describe('dns page', () => {
  it('reads the zone, its records and the raw text', async () => {
    const seen = answer('dns', () =>
      HttpResponse.json({ $origin: 'example.com.', a: [{ name: '@', ip: '68.183.191.223' }], cname: [{ name: 'www', alias: 'example.com.' }], raw: '@\tIN\tA\t68.183.191.223' }),
    );
    const page = await api.getDnsZone(host);
    expect(page.records).toEqual([
      { type: 'a', name: '@', ip: '68.183.191.223' },
      { type: 'cname', name: 'www', alias: 'example.com.' },
    ]);
    expect(page.zone.$origin).toBe('example.com.');
    expect(page.raw).toBe('@\tIN\tA\t68.183.191.223');
    expect(seen[0]).toMatchObject({ method: 'GET', query: {} });
  });

  it('saves the generated configuration text', async () => {
    const seen = answer('dns', ok);
    await api.saveDnsChanges({ ...host, changes: ['add mx @ 10 mail.example.com.', 'del a old'] });
    expect(seen[0]?.form).toEqual({ template: 'features:\n  - dns:\n      - add mx @ 10 mail.example.com.\n      - del a old\n' });
  });

  it('adds records with the dns add feature', async () => {
    const seen = answer('dns', ok);
    await api.addDnsRecords({ ...host, records: ['cname www @', 'add a www 68.183.191.223'] });
    expect(posted(seen)).toEqual({ features: [{ dns: ['add cname www @', 'add a www 68.183.191.223'] }] });
  });

  it('fails on a 500', async () => {
    answer('dns', () => new HttpResponse(null, { status: 500 }));
    expect(await rejection(api.getDnsZone(host))).toMatchObject({ kind: 'http', status: 500 });
  });
});

describe('log page', () => {
  it('reads a log with its type, subdomain and line count', async () => {
    const seen = answer('log', () => HttpResponse.json({ code: 0, stdout: 'App 764098 output: ready', stderr: '', processes: { '/home/u/public_html (production)': [764098] } }));
    const log = await api.getHostLog({ ...host, type: 'passenger', sub: 'api.example.com', lines: 50 });
    expect(log.processes).toEqual({ '/home/u/public_html (production)': [764098] });
    expect(seen[0]).toMatchObject({ method: 'GET', query: { type: 'passenger', sub: 'api.example.com', n: '50' } });
  });

  it('leaves the defaults to the server when nothing is chosen', async () => {
    const seen = answer('log', () => HttpResponse.json({ code: 0, stdout: '' }));
    await expect(api.getHostLog(host)).resolves.toEqual({ code: 0, stdout: '', stderr: '' });
    expect(seen[0]?.query).toEqual({});
  });

  it('rejects a log without its code', async () => {
    answer('log', () => HttpResponse.json({ stdout: 'x' }));
    expect(await rejection(api.getHostLog({ ...host, type: 'error' }))).toMatchObject({ kind: 'malformed' });
  });
});

describe('screend page', () => {
  it('lists screen processes', async () => {
    const seen = answer('screend', () => HttpResponse.json([{ screen_id: '12345', name: 'code-server', command: 'code-server', args: ['--bind-addr', '127.0.0.1:8080'] }]));
    await expect(api.listScreenProcesses(host)).resolves.toEqual([{ screen_id: '12345', name: 'code-server', command: 'code-server', args: ['--bind-addr', '127.0.0.1:8080'] }]);
    expect(seen[0]?.method).toBe('GET');
  });

  it('posts start, stop and restart as form actions', async () => {
    const seen = answer('screend', () => HttpResponse.json({ code: 0, stdout: 'done', stderr: '' }));
    await expect(api.manageScreenProcesses({ ...host, action: 'start' })).resolves.toMatchObject({ code: 0, stdout: 'done' });
    await api.manageScreenProcesses({ ...host, action: 'stop' });
    await api.manageScreenProcesses({ ...host, action: 'restart' });
    expect(seen.map((request) => [request.method, request.form])).toEqual([
      ['POST', { action: 'start' }],
      ['POST', { action: 'stop' }],
      ['POST', { action: 'restart' }],
    ]);
  });
});

describe('connection and firewall pages', () => {
  it('reads the connection result', async () => {
    const seen = answer('connection', () =>
      HttpResponse.json({
        whois: 'Domain Name: EXAMPLE.COM',
        ns: ['nsp.domcloud.co.', 'nss.domcloud.co.'],
        ping: { ip: ['68.183.191.223'], ip6: [], realip: ['68.183.191.223'], realip6: ['2400:6180:0:d1::770:4001'], 'www.ip': ['68.183.191.223'] },
        web: { http: { '-': 'HTTP/1.1 301 Moved Permanently', location: 'https://example.com/' }, https: { '-': 'HTTP/2 200' } },
      }),
    );
    const result = await api.getConnectionCheck(host);
    expect(result.ping.realip6).toEqual(['2400:6180:0:d1::770:4001']);
    expect(result.web.https).toEqual({ '-': 'HTTP/2 200', location: null });
    expect(seen[0]?.method).toBe('GET');
  });

  it('reads and toggles the firewall', async () => {
    const seen = answer('firewall', () => (seen.length === 1 ? HttpResponse.json(true) : ok()));
    await expect(api.getFirewallState(host)).resolves.toBe('on');
    await api.setFirewall({ ...host, state: 'off' });
    expect(seen[1]).toMatchObject({ method: 'POST', form: { template: 'features:\n  - firewall off\n' } });
  });

  it('rejects an unreadable firewall state', async () => {
    answer('firewall', () => HttpResponse.json({ status: 'unknown' }));
    expect(await rejection(api.getFirewallState(host))).toMatchObject({ kind: 'malformed' });
  });
});

describe('abort signals', () => {
  it('passes the caller signal through', async () => {
    answer('screend', () => HttpResponse.json([]));
    const controller = new AbortController();
    controller.abort();
    expect(await rejection(api.listScreenProcesses(host, { signal: controller.signal }))).toMatchObject({ kind: 'aborted' });
  });
});
