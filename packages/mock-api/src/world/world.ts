import type { Operation } from './operation';
import type { Outcome } from './result';
import { settle } from './settle';
import type { WorldState } from './state';
import { parseTime } from './time';

export interface WorldOptions {
  /**
   * The outside clock (epoch ms), e.g. Date.now in the demo console; without it the world's time stands still until
   * advance() moves it, which keeps tests and stories stable.
   */
  now?: () => number;
}

type Listener = (state: WorldState) => void;

/** A world held in one place: runs operations against the current state and keeps the state each one leaves. */
export class World {
  #state: WorldState;
  readonly #now: (() => number) | undefined;
  readonly #listeners = new Set<Listener>();

  constructor(state: WorldState, options: WorldOptions = {}) {
    this.#state = state;
    this.#now = options.now;
  }

  get state(): WorldState {
    return this.#state;
  }

  /** The time operations run at: the outside clock when given, never earlier than the world's own. */
  now(): number {
    const own = parseTime(this.#state.clock);
    return this.#now ? Math.max(own, this.#now()) : own;
  }

  /** Lets time pass: deployments stream on, pending backups finish, moving hosts arrive. */
  advance(milliseconds: number): void {
    this.#commit(settle(structuredClone(this.#state), this.now() + milliseconds));
  }

  run<I, T>(operation: Operation<I, T>, input: I): Outcome<T> {
    const step = operation(this.#state, input, this.now());
    if (step.state !== this.#state) this.#commit(step.state);
    return step.result;
  }

  /** Replaces the whole world (a scenario switch or a reset). */
  replace(state: WorldState): void {
    this.#commit(state);
  }

  /** Called with every new state, e.g. to persist it; returns the unsubscribe. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #commit(state: WorldState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener(state);
  }
}
