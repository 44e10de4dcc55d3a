import { describe, expect, it } from 'vitest';
import { teamNotices } from './notifications';

const now = new Date('2026-11-21T12:00:00Z');
const MB = 1024 * 1024;
const team = {
  id: 7,
  role: 'owner' as const,
  expiry_at: '2027-06-01 00:00:00',
  evaluated_at: '2026-11-21 09:00:00',
  usage_storage: 100 * MB,
  usage_network: 100 * MB,
  usage_instance: 1,
  usage_users: 1,
  usage_notice: null,
};
const plan = { level: 1, storage: 1024, network: 10240, instance: 5, users: 3 };
const ids = (notices: ReturnType<typeof teamNotices>) => notices.map((notice) => notice.id);

describe('teamNotices', () => {
  it('is empty for a team within its plan and far from expiry', () => {
    expect(teamNotices(team, plan, now)).toEqual([]);
  });

  it('says banned at level -2 and locked at level -1, with the spec text key', () => {
    expect(teamNotices(team, { ...plan, level: -2 }, now)[0]).toMatchObject({ id: '7:banned', text: { key: 'notices.banned' } });
    expect(teamNotices(team, { ...plan, level: -1 }, now)[0]).toMatchObject({ id: '7:locked', text: { key: 'notices.locked' } });
  });

  it('reports storage and bandwidth only once usage exceeds the cap (equal is fine)', () => {
    expect(teamNotices({ ...team, usage_storage: 1024 * MB }, plan, now)).toEqual([]);
    expect(ids(teamNotices({ ...team, usage_storage: 1024 * MB + 1, usage_network: 10240 * MB + 1 }, plan, now))).toEqual(['7:storage', '7:bandwidth']);
  });

  it('reports instances and users once the count reaches the plan limit', () => {
    expect(ids(teamNotices({ ...team, usage_instance: 4, usage_users: 2 }, plan, now))).toEqual([]);
    expect(ids(teamNotices({ ...team, usage_instance: 5, usage_users: 3 }, plan, now))).toEqual(['7:instances', '7:users']);
  });

  it('counts the days to an expiry under 7 days away, and says expired at 0', () => {
    const soon = teamNotices({ ...team, expiry_at: '2026-11-24 12:00:00' }, plan, now);
    expect(soon).toEqual([{ id: '7:expiry:2026-11-24 12:00:00', text: { key: 'notices.expiresIn', values: { count: 3 } }, time: '2026-11-21 09:00:00' }]);
    expect(teamNotices({ ...team, expiry_at: '2026-11-28 13:00:00' }, plan, now)).toEqual([]);
    const past = teamNotices({ ...team, expiry_at: '2026-11-01 00:00:00' }, plan, now);
    expect(past).toEqual([{ id: '7:expired:2026-11-01 00:00:00', text: { key: 'notices.expired' }, time: '2026-11-01 00:00:00' }]);
  });

  it('has no expiry notice for a free-plan owner, whose plan renews itself', () => {
    expect(teamNotices({ ...team, expiry_at: '2026-11-01 00:00:00' }, { ...plan, level: 0 }, now)).toEqual([]);
  });

  it("passes the server's usage notice through as text, with an id that changes when the text does", () => {
    const first = teamNotices({ ...team, usage_notice: '  <b>Disk</b> nearly full  ' }, plan, now);
    expect(first).toHaveLength(1);
    expect(first[0]?.text).toEqual({ serverText: '<b>Disk</b> nearly full' });
    const edited = teamNotices({ ...team, usage_notice: 'Disk full' }, plan, now);
    expect(edited[0]?.id).not.toBe(first[0]?.id);
    expect(teamNotices({ ...team, usage_notice: '   ' }, plan, now)).toEqual([]);
  });
});
