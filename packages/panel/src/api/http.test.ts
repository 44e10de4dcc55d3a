import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from './client';
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
