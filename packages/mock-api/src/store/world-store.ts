import type { LoginType } from '@hostdeck/panel/contract';
import { DEFAULT_SCENARIO, createScenarioWorld, isScenarioName, type ScenarioName } from '../scenarios';
import type { Operation } from '../world/operation';
import { deserializeWorld, serializeWorld } from '../world/persistence';
import type { Outcome } from '../world/result';
import type { WorldState } from '../world/state';
import { WORLD_EPOCH_MS, parseTime } from '../world/time';
import { World } from '../world/world';
import { SIGNED_OUT_USER_ID, demoSignIn, isSignedIn, type SignInCredentials, type SignInResult } from './sign-in';

/** The part of localStorage the store uses. */
export type WorldStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The one storage key the demo world lives under. */
export const WORLD_STORAGE_KEY = 'hostdeck:mock-world';

export interface WorldStoreOptions {
  /** The world to start with; when left out, the stored world's scenario (or the default one). */
  scenario?: ScenarioName;
  /** Where the world persists (localStorage in the console's demo mode); nothing persists without it. */
  storage?: WorldStorage;
  storageKey?: string;
  /** The outside clock in epoch ms (default Date.now); tests pass a fake and move it. */
  now?: () => number;
  /**
   * The demo console's clock: a new world is seeded at the outside time (seeded data keeps its ages: a host seeded
   * "3 days old" is 3 days old today) and world time is the outside time, for a stored world too. Without it a world
   * is seeded at WORLD_EPOCH and its time runs on from there while the store lives (tests, stories).
   */
  liveClock?: boolean;
}

type Listener = (state: WorldState) => void;

export interface WorldStore {
  readonly state: WorldState;
  readonly scenario: ScenarioName;
  /** Whether a user is signed in (initdata answers 401 otherwise). */
  readonly signedIn: boolean;
  /** The world's time in epoch ms: its clock when loaded plus the outside time passed since. */
  now(): number;
  /** Runs a world operation at the current time and keeps the world it leaves. */
  run<I, T>(operation: Operation<I, T>, input: I): Outcome<T>;
  /** Changes the world directly: `fn` mutates a copy, which then becomes the world (listeners and storage see it). */
  update(fn: (draft: WorldState) => void): void;
  /** Lets world time pass without the outside clock moving (stories). */
  advance(milliseconds: number): void;
  /** A fresh world of the scenario (the current one by default). */
  reset(scenario?: ScenarioName): void;
  subscribe(listener: Listener): () => void;
  /** The demo sign-in: github and google always work; email needs the scenario user's email and 'hostdeck-demo'. */
  signIn(method: LoginType, credentials?: SignInCredentials): SignInResult;
  signOut(): void;
}

interface StoredEnvelope {
  scenario: ScenarioName;
  world: string;
}

function readStored(storage: WorldStorage | undefined, key: string): { scenario: ScenarioName; state: WorldState } | undefined {
  let text: string | null = null;
  try {
    text = storage?.getItem(key) ?? null;
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { scenario, world } = parsed as Partial<Record<keyof StoredEnvelope, unknown>>;
    const state = typeof world === 'string' ? deserializeWorld(world) : undefined;
    return isScenarioName(scenario) && state ? { scenario, state } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A CSRF token nobody can guess: drawn from the platform's secure random source, never from the world's seeded random
 * (which gives every fresh world of a scenario the same values, so that stories and tests are repeatable).
 */
export function freshCsrfToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function withFreshCsrf(state: WorldState): WorldState {
  return { ...state, session: { ...state.session, csrf: freshCsrfToken() } };
}

export function createWorldStore(options: WorldStoreOptions = {}): WorldStore {
  const { storage, storageKey = WORLD_STORAGE_KEY, liveClock = false } = options;
  const clock = options.now ?? (() => Date.now());
  const seed = (name: ScenarioName) => withFreshCsrf(createScenarioWorld(name, { epoch: liveClock ? clock() : WORLD_EPOCH_MS }));
  const stored = readStored(storage, storageKey);
  const restored = stored && (options.scenario === undefined || options.scenario === stored.scenario) ? stored : undefined;
  let scenario: ScenarioName = restored?.scenario ?? options.scenario ?? DEFAULT_SCENARIO;
  const initial = restored?.state ?? seed(scenario);

  // A fixed-epoch world's time runs with the outside clock from the moment it is loaded; a live one's is the outside
  // time itself (the World never lets time go back, so a world moved ahead by advance() stays ahead).
  let anchor = { outside: clock(), world: parseTime(initial.clock) };
  const world = new World(initial, { now: liveClock ? clock : () => anchor.world + (clock() - anchor.outside) });

  const persist = (state: WorldState) => {
    if (!storage) return;
    const envelope: StoredEnvelope = { scenario, world: serializeWorld(state) };
    try {
      storage.setItem(storageKey, JSON.stringify(envelope));
    } catch {
      // A full or blocked storage only loses persistence, never the session.
    }
  };
  world.subscribe(persist);
  if (!restored) persist(initial);

  const update = (fn: (draft: WorldState) => void) => {
    const draft = structuredClone(world.state);
    fn(draft);
    world.replace(draft);
  };

  return {
    get state() {
      return world.state;
    },
    get scenario() {
      return scenario;
    },
    get signedIn() {
      return isSignedIn(world.state);
    },
    now: () => world.now(),
    run: (operation, input) => world.run(operation, input),
    update,
    advance: (milliseconds) => world.advance(milliseconds),
    reset(next = scenario) {
      scenario = next;
      const state = seed(next);
      anchor = { outside: clock(), world: parseTime(state.clock) };
      world.replace(state);
    },
    subscribe: (listener) => world.subscribe(listener),
    signIn(method, credentials) {
      const { session } = createScenarioWorld(scenario);
      const result = demoSignIn(world.state, session, method, credentials);
      if (result.ok) {
        update((draft) => {
          draft.session = { ...session, csrf: freshCsrfToken(), adminId: null };
        });
      }
      return result;
    },
    signOut() {
      update((draft) => {
        draft.session = { ...draft.session, userId: SIGNED_OUT_USER_ID, adminId: null };
      });
    },
  };
}
