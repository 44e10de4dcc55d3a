import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, createHttpClient } from './client';
import type { PanelApi } from './contract';
import { createHttpApi } from './http';
import { TEST_BASE_URL, TEST_CSRF, setupMswServer, userapi } from './testing/msw-node';

const server = setupMswServer();
const api: PanelApi = createHttpApi({ baseUrl: TEST_BASE_URL, csrf: () => TEST_CSRF });

describe('createHttpApi', () => {
  it('offers one method per call of every area', () => {
    const methods = Object.keys(api);
    expect(new Set(methods).size).toBe(methods.length);
    for (const name of ['getInitData', 'listHosts', 'getHostStats', 'listDeployments', 'uploadRepo', 'getDnsZone', 'saveDnsChanges', 'getNginxConfig', 'getHostLog', 'listDomains', 'listBackups', 'listServers', 'getTeam', 'listMembers', 'grantInviteCode', 'editProfile', 'listUsers']) {
      expect(methods).toContain(name);
    }
    expect(methods.length).toBeGreaterThan(100);
  });

  it('puts the CSRF token on a write made through any area', async () => {
    let seen: string | null = null;
    server.use(
      mswHttp.post(userapi('team/4/backup/create'), ({ request }) => {
        seen = request.headers.get(CSRF_HEADER);
        return HttpResponse.json({ id: 12 });
      }),
    );
    await api.createBackup({ teamId: 4, hostId: 9 });
    expect(seen).toBe(TEST_CSRF.value);
  });
});

describe('createHttpApi areas loaded on demand', () => {
  it('offers exactly the methods of the full areas', async () => {
    const client = createHttpClient({ baseUrl: TEST_BASE_URL, csrf: () => TEST_CSRF });
    const areas = await Promise.all([
      import('./http/session').then((area) => area.createSessionApi(client)),
      import('./http/teams').then((area) => area.createTeamsApi(client)),
      import('./http/hosts').then((area) => area.createHostsApi(client)),
      import('./http/deploy').then((area) => area.createDeployApi(client)),
      import('./http/host-tools').then((area) => area.createHostToolsApi(client)),
      import('./http/domains').then((area) => area.createDomainsApi(client)),
      import('./http/backups').then((area) => area.createBackupsApi(client)),
      import('./http/servers').then((area) => area.createServersApi(client)),
      import('./http/invite').then((area) => area.createInviteApi(client)),
      import('./http/profile').then((area) => area.createProfileApi(client)),
    ]);
    const full = areas.flatMap((area) => Object.keys(area)).sort();
    expect(Object.keys(api).sort()).toEqual(full);
  });

  it('draws the addresses of areas not loaded yet synchronously, as their areas do', async () => {
    const client = createHttpClient({ baseUrl: TEST_BASE_URL, csrf: () => TEST_CSRF });
    const { createBackupsApi } = await import('./http/backups');
    const { createServersApi } = await import('./http/servers');
    const { createDeployApi } = await import('./http/deploy');
    expect(api.getBackupDownloadUrl({ teamId: 4, backupId: 12 })).toBe(createBackupsApi(client).getBackupDownloadUrl({ teamId: 4, backupId: 12 }));
    expect(api.getServerStatusUrl({ endpoint: 'sgp.domcloud.co', view: 'check' })).toBe(`https://sgp.domcloud.co/status/check`);
    expect(api.getServerStatusUrl({ endpoint: 'x.example', view: 'check' })).toBe(createServersApi(client).getServerStatusUrl({ endpoint: 'x.example', view: 'check' }));
    expect(api.getWebhookBadgeUrl({ webhookId: 3, secret: 'abcdefghijkl' })).toBe(createDeployApi(client).getWebhookBadgeUrl({ webhookId: 3, secret: 'abcdefghijkl' }));
  });

  it('tries a failed area download again on the next call', async () => {
    const { lazyArea } = await import('./http/lazy-area');
    let attempts = 0;
    const area = lazyArea(
      () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ ping: (value: number) => Promise.resolve(value + 1) });
      },
      { ping: true },
    );
    await expect(area.ping(1)).rejects.toThrow('chunk failed');
    await expect(area.ping(1)).resolves.toBe(2);
    await expect(area.ping(5)).resolves.toBe(6);
    expect(attempts).toBe(2);
  });
});
