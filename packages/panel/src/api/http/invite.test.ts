import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { TEST_CSRF, createTestClient, recordRequests, setupMswServer, userapi } from '../testing/msw-node';
import { createInviteApi } from './invite';

const server = setupMswServer();
const api = createInviteApi(createTestClient());
const csrf = { [TEST_CSRF.name]: TEST_CSRF.value };


const invite = {
  code: 'ACME2025', credit: 3, quota: 20, total_redeem: 17, total_signup: 21,
  expiry_at: '2025-12-31 00:00:00', cooldown_at: '2025-06-02 20:00:00',
};

describe('createInviteApi', () => {
  it("reads the team's code and invitees", async () => {
    const list = { invite, invitees: [{ invite_code: 'ACME2025', created_at: '2025-06-01 08:00:00' }] };
    const received = recordRequests(server, 'get', userapi('team/3/invite-code/list'), () => HttpResponse.json(list));
    expect(await api.getInviteCode({ teamId: 3 })).toEqual(list);
    expect(received).toEqual([{ method: 'GET', path: '/userapi/team/3/invite-code/list', query: {}, form: {} }]);
  });

  it('creates a code and changes its quota', async () => {
    const created = recordRequests(server, 'post', userapi('team/3/invite-code/create'), () => HttpResponse.json({ message: 'Created' }));
    const quoted = recordRequests(server, 'post', userapi('team/3/invite-code/quote'), () => HttpResponse.json({}));
    expect(await api.createInviteCode({ teamId: 3, quota: 20 })).toEqual({ message: 'Created' });
    await api.changeInviteQuota({ teamId: 3, quota: 0 });
    expect(created).toEqual([{ method: 'POST', path: '/userapi/team/3/invite-code/create', query: {}, form: { quota: '20', ...csrf } }]);
    expect(quoted).toEqual([{ method: 'POST', path: '/userapi/team/3/invite-code/quote', query: {}, form: { quota: '0', ...csrf } }]);
  });

  it('grants a code as given, leaving its length to the rules and the server', async () => {
    const received = recordRequests(server, 'post', userapi('team/5/invite-code/grant'), () => HttpResponse.json({ redirect: '/user/host/create' }));
    const result = await api.grantInviteCode({ teamId: 5, code: 'A-CODE-LONGER-THAN-14' });
    expect(received).toEqual([{ method: 'POST', path: '/userapi/team/5/invite-code/grant', query: {}, form: { code: 'A-CODE-LONGER-THAN-14', ...csrf } }]);
    expect(result.redirect).toBe('/user/host/create');
  });

  it("turns a malformed answer into ApiError 'malformed'", async () => {
    recordRequests(server, 'get', userapi('team/3/invite-code/list'), () => HttpResponse.json({ invite: { ...invite, credit: 'many' }, invitees: [] }));
    await expect(api.getInviteCode({ teamId: 3 })).rejects.toMatchObject({ name: 'ApiError', kind: 'malformed' });
  });

  it("turns a 500 into ApiError 'http'", async () => {
    recordRequests(server, 'post', userapi('team/3/invite-code/grant'), () => new HttpResponse(null, { status: 500 }));
    const error: unknown = await api.grantInviteCode({ teamId: 3, code: 'ACME2025' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 500 });
  });
});
