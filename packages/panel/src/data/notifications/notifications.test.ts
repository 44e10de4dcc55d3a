import { describe, expect, it } from 'vitest';
import { initDataSchema, teamSchema } from '../../api/schemas/session';
import { NOTIFICATIONS_POLL_MS } from '../../rules/limits';
import { initDataQuery } from '../session/queries';
import { fakeApi } from '../testing/fake-api';
import { newTestClient, refetchIntervalAfter } from '../testing/query-harness';
import { teamQuery } from '../teams/queries';
import { notificationKeys, notificationsQuery } from './queries';

const api = fakeApi({});
const initData = initDataSchema.parse({
  user: { id: 5, lang: 'en', theme: null },
  schemes: [],
  plans: [{ id: 2, alias: 'Lite', level: 1, currency: 'usd', monthly: 5, storage: 1024, network: 10240, instance: 5, users: 3 }],
  servers: [],
  currencies: [],
  teams: [{ id: 3, user_id: 5, role: 'owner', evaluated_at: null }],
  csrf: { name: 'csrf_token', value: 'token' },
  config: { nameservers: [], maxfilesizeupload: '100M' },
  features: {},
});
const team = teamSchema.parse({
  id: 3,
  name: 'Acme',
  user_id: 5,
  role: 'owner',
  plan_id: 2,
  expiry_at: null,
  evaluated_at: '2026-11-21 09:00:00',
  usage_storage: 2 * 1024 ** 3,
  usage_network: 0,
  usage_instance: 1,
  usage_users: 1,
  usage_notice: 'Suspended: unpaid invoice',
});

describe('notificationsQuery', () => {
  it('reads nothing while the team data has not loaded, and asks to be polled every 500 ms', async () => {
    const client = newTestClient();
    const options = notificationsQuery(client, api, 3, 0);
    await expect(client.fetchQuery(options)).resolves.toBeNull();
    client.setQueryData(initDataQuery(api).queryKey, initData);
    await expect(client.fetchQuery({ ...options, queryKey: notificationKeys.inbox(3, 1) })).resolves.toBeNull();
    expect(refetchIntervalAfter(options, [null])).toBe(NOTIFICATIONS_POLL_MS);
  });

  it('gives the notices once the team has loaded, and stops polling', async () => {
    const client = newTestClient();
    client.setQueryData(initDataQuery(api).queryKey, initData);
    client.setQueryData(teamQuery(api, { teamId: 3 }).queryKey, team);
    const options = notificationsQuery(client, api, 3, 1);
    const notices = await client.fetchQuery(options);
    expect(notices?.map((notice) => notice.id)).toEqual(['3:storage', expect.stringMatching(/^3:server:/)]);
    expect(notices?.[1]?.text).toEqual({ serverText: 'Suspended: unpaid invoice' });
    expect(refetchIntervalAfter(options, [null, notices ?? []])).toBe(false);
  });

  it('keys the inbox by when the team data changed, so fresh usage gives fresh notices', () => {
    expect(notificationKeys.inbox(3, 100)).not.toEqual(notificationKeys.inbox(3, 200));
  });
});
