import { hasDueChanges, settle } from './settle';
import { ok, type Outcome } from './result';
import type { WorldState } from './state';
import { parseTime } from './time';

/** What every world operation returns: the world after it, and its typed outcome. */
export interface Step<T> {
  state: WorldState;
  result: Outcome<T>;
}

/** A world operation: pure from the caller's view; `clock` is the time of the call in epoch milliseconds. */
export type Operation<I, T> = (state: WorldState, input: I, clock: number) => Step<T>;

/**
 * Builds an operation from a body that may mutate its own copy of the world: the copy is first settled at the
 * call's time. A refused operation leaves the world as it was, so bodies may check as they go.
 */
export function operation<I, T>(body: (draft: WorldState, input: I, now: number) => Outcome<T>): Operation<I, T> {
  return (state, input, clock) => {
    const draft = settle(structuredClone(state), clock);
    const result = body(draft, input, parseTime(draft.clock));
    return { state: result.ok ? draft : state, result };
  };
}

/**
 * Builds a read: the body sees the world settled at the call's time and must not change it. When nothing is due the
 * world itself comes back unchanged (so a store need not persist after a read), and the result is a copy, so callers
 * can never change the world through it.
 */
export function query<I, T>(body: (state: WorldState, input: I, now: number) => Outcome<T>): Operation<I, T> {
  return (state, input, clock) => {
    const now = Math.max(parseTime(state.clock), clock);
    const settled = hasDueChanges(state, now) ? settle(structuredClone(state), now) : state;
    const result = body(settled, input, now);
    return { state: settled, result: result.ok ? ok(structuredClone(result.value)) : result };
  };
}

/** The current time of a world, in epoch milliseconds. */
export function worldNow(state: WorldState): number {
  return parseTime(state.clock);
}
