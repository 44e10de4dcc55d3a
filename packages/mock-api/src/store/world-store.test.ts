import { describe, expect, it } from 'vitest';
import { createWorldStore, WORLD_STORAGE_KEY, type WorldStorage } from './world-store';
import { SIGNED_OUT_USER_ID } from './sign-in';
import { MINUTE, WORLD_EPOCH_MS } from '../world/time';
import { listHosts } from '../world/hosts';

function memoryStorage(initial: Record<string, string> = {}): WorldStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('createWorldStore', () => {
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
