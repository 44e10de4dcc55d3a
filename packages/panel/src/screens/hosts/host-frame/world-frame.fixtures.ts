import { DEFAULT_TEAM_ID, getHostDetail, type Outcome, type WorldStore } from '@hostdeck/mock-api';
import type { HostFrameValue } from './host-frame-value';

/** What a story's data reads from the simulated world; a refusal is a broken fixture, said at once. */
export function worldAnswer<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`fixtures: the world refused ${what}: ${outcome.message}`);
  return outcome.value;
}

export interface HostFrameOptions {
  title: string;
  gate?: HostFrameValue['gate'];
  teamId?: number;
}

/** The host page frame's value for a host of the world, as the frame hands it to the page inside it. */
export function hostFrameOf(store: WorldStore, hostId: number, { title, gate = 'allowed', teamId = DEFAULT_TEAM_ID }: HostFrameOptions): HostFrameValue {
  const detail = worldAnswer(store.run(getHostDetail, { teamId, hostId }), `host ${hostId}`);
  return { teamId, hostId, host: detail.host, server: detail.server, gate, title };
}
