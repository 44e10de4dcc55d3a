import { describe, expect, it } from 'vitest';
import { createWorldStore, WORLD_STORAGE_KEY, type WorldStorage } from './world-store';
import { SIGNED_OUT_USER_ID } from './sign-in';
import { DAY, HOUR, MINUTE, WORLD_EPOCH, WORLD_EPOCH_MS, parseTime } from '../world/time';
import type { WorldState } from '../world/state';
import { listHosts } from '../world/hosts';

function memoryStorage(initial: Record<string, string> = {}): WorldStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('createWorldStore', () => {
  it('gives every fresh world, reset and sign-in a CSRF token of its own that a page cannot guess', () => {
    const first = createWorldStore({ scenario: 'owner-paid' });
    const second = createWorldStore({ scenario: 'owner-paid' });
    const tokens = [first.state.session.csrf, second.state.session.csrf];
    first.reset();
    tokens.push(first.state.session.csrf);
    first.signIn('github');
    tokens.push(first.state.session.csrf);
    expect(new Set(tokens).size).toBe(4);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('starts from the scenario and runs world time with the outside clock', () => {
    let outside = 5_000;
    const store = createWorldStore({ scenario: 'member', now: () => outside });
    expect(store.scenario).toBe('member');
    expect(store.state.session.userId).toBe(44);
    expect(store.now()).toBe(WORLD_EPOCH_MS);
    outside += 3 * MINUTE;
    expect(store.now()).toBe(WORLD_EPOCH_MS + 3 * MINUTE);
    store.advance(MINUTE);
    expect(store.now()).toBe(WORLD_EPOCH_MS + 4 * MINUTE);
  });

  it('persists every change under one key and restores it', () => {
    const storage = memoryStorage();
    const store = createWorldStore({ scenario: 'free', storage, now: () => 0 });
    expect(storage.items.has(WORLD_STORAGE_KEY)).toBe(true);
    store.update((draft) => {
      for (const team of draft.teams) team.name = 'Renamed';
    });
    store.signOut();
    const again = createWorldStore({ storage, now: () => 0 });
    expect(again.scenario).toBe('free');
    expect(again.state.teams[0]?.name).toBe('Renamed');
    expect(again.signedIn).toBe(false);
    expect(again.state.session.userId).toBe(SIGNED_OUT_USER_ID);
  });

  it('starts afresh on a bad stored value or when another scenario is asked for', () => {
    const bad = memoryStorage({ [WORLD_STORAGE_KEY]: '{"scenario":"free","world":"not json"}' });
    expect(createWorldStore({ storage: bad, now: () => 0 }).scenario).toBe('owner-paid');
    expect(bad.items.get(WORLD_STORAGE_KEY)).toContain('"owner-paid"');
    const storage = memoryStorage();
    createWorldStore({ scenario: 'free', storage, now: () => 0 }).signOut();
    const admin = createWorldStore({ scenario: 'admin', storage, now: () => 0 });
    expect(admin.signedIn).toBe(true);
    expect(admin.state.session.userId).toBe(1);
  });

  it('resets to a scenario and tells subscribers', () => {
    const store = createWorldStore({ now: () => 0 });
    const seen: number[] = [];
    const unsubscribe = store.subscribe((state) => seen.push(state.session.userId));
    store.reset('client');
    expect(store.scenario).toBe('client');
    store.reset();
    unsubscribe();
    store.reset('owner-paid');
    expect(seen).toEqual([45, 45]);
  });

  it('runs operations and keeps what they leave', () => {
    const store = createWorldStore({ now: () => 0 });
    const result = store.run(listHosts, { teamId: 101 });
    expect(result.ok && result.value.length).toBeGreaterThan(0);
    expect(store.run(listHosts, { teamId: 9 })).toMatchObject({ ok: false, status: 404 });
  });

  it('signs in by the demo rules', () => {
    const store = createWorldStore({ now: () => 0 });
    store.signOut();
    expect(store.signIn('email', { email: 'maya@lestari.studio', password: 'nope' }).ok).toBe(false);
    expect(store.signedIn).toBe(false);
    expect(store.signIn('email', { email: 'maya@lestari.studio', password: 'hostdeck-demo' })).toEqual({ ok: true, userId: 42 });
    expect(store.signedIn).toBe(true);
  });
});

/** A text that is a whole date as the backend writes it (ISO, or 'YYYY-MM-DD HH:MM:SS' with an optional fraction). */
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?Z?$/;

/** Every date of a world with its place, in the order the world holds them (keys that are dates are left out). */
function datesOf(value: unknown, path = ''): Array<[string, number]> {
  if (typeof value === 'string') return DATE_TEXT.test(value) ? [[path, parseTime(value.replace(/\.\d+$/, ''))]] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => datesOf(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap((item, index) => datesOf(item, `${path}.${index}`));
  return [];
}

const hostCreated = (state: WorldState, id: number) => parseTime(state.hosts.find((host) => host.record.id === id)?.record.created_at ?? '');

describe('the world clock', () => {
  const visit = Date.parse('2027-03-14T16:27:05Z');

  it('seeds a demo world at the real time of the visit, every seeded date as far before it as before the fixed epoch', () => {
    const fixed = createWorldStore({ now: () => visit }).state;
    const live = createWorldStore({ now: () => visit, liveClock: true }).state;
    expect(live.clock).toBe(new Date(visit).toISOString());
    const fixedDates = datesOf(fixed);
    const liveDates = datesOf(live);
    expect(fixedDates.length).toBeGreaterThan(100);
    expect(liveDates.map(([path]) => path)).toEqual(fixedDates.map(([path]) => path));
    liveDates.forEach(([path, at], index) => expect(visit - at, path).toBe(WORLD_EPOCH_MS - (fixedDates[index]?.[1] ?? Number.NaN)));
    // lestari.studio was seeded 597 days and 5 hours old: it is that old on the day of the visit.
    expect(visit - hostCreated(live, 1001)).toBe(597 * DAY + 5 * HOUR);
  });

  it('lets a stored demo world carry on with the real clock, its dates left as they were', () => {
    const storage = memoryStorage();
    let outside = visit;
    const first = createWorldStore({ storage, now: () => outside, liveClock: true });
    const created = hostCreated(first.state, 1001);
    outside += 3 * DAY + 7 * MINUTE;
    const again = createWorldStore({ storage, now: () => outside, liveClock: true });
    expect(again.now()).toBe(outside);
    expect(hostCreated(again.state, 1001)).toBe(created);
    outside += MINUTE;
    expect(again.now()).toBe(outside);
    again.reset();
    expect(again.state.clock).toBe(new Date(outside).toISOString());
  });

  it('keeps tests and stories on the fixed epoch, whatever the outside time', () => {
    const store = createWorldStore({ now: () => visit });
    expect(store.state.clock).toBe(new Date(WORLD_EPOCH).toISOString());
    expect(store.now()).toBe(WORLD_EPOCH_MS);
    expect(WORLD_EPOCH_MS - hostCreated(store.state, 1001)).toBe(597 * DAY + 5 * HOUR);
  });
});
