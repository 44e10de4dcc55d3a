import { WORLD_VERSION, type WorldState } from './state';

interface StoredWorld {
  version: number;
  state: WorldState;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const COLLECTIONS = ['users', 'teams', 'servers', 'hosts', 'domains', 'backups', 'invoices', 'payments', 'notifications'] as const;

/** The world as text for localStorage (the console's demo mode keeps what a visitor did across reloads). */
export function serializeWorld(state: WorldState): string {
  const stored: StoredWorld = { version: WORLD_VERSION, state };
  return JSON.stringify(stored);
}

/** Reads a stored world; undefined for text that is not one, or one of another version, so the caller starts afresh. */
export function deserializeWorld(text: string | null | undefined): WorldState | undefined {
  if (!text) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || parsed.version !== WORLD_VERSION || !isRecord(parsed.state)) return undefined;
  const state = parsed.state;
  if (state.version !== WORLD_VERSION || typeof state.clock !== 'string' || !isRecord(state.session) || !isRecord(state.catalog)) return undefined;
  if (!COLLECTIONS.every((key) => Array.isArray(state[key]))) return undefined;
  return state as unknown as WorldState;
}
