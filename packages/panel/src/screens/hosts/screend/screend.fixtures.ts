import { createWorldStore, DEFAULT_TEAM_ID, getHostDetail, listScreenProcesses, manageScreenProcesses, type Outcome } from '@hostdeck/mock-api';
import type { ScreenProcess } from '../../../api/schemas/host-tools';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import type { ScreendAnswer, ScreendScreenProps } from './screend';

/**
 * The screend stories' data, read from the simulated world the container stories and the demo run on (owner-paid):
 * lestari.studio (1001) runs a queue worker and has code-server stopped.
 */
const store = createWorldStore({ scenario: 'owner-paid' });

function answerOf<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`screend fixtures: the world refused ${what}: ${outcome.message}`);
  return outcome.value;
}

export const STUDIO_HOST_ID = 1001;

/** The host page frame's value for lestari.studio, as the frame hands it to the page. */
export function studioFrame(gate: HostFrameValue['gate'] = 'allowed'): HostFrameValue {
  const detail = answerOf(store.run(getHostDetail, { teamId: DEFAULT_TEAM_ID, hostId: STUDIO_HOST_ID }), `host ${STUDIO_HOST_ID}`);
  return { teamId: DEFAULT_TEAM_ID, hostId: STUDIO_HOST_ID, host: detail.host, server: detail.server, gate, title: 'Screend' };
}

const studioProcesses = () => answerOf(store.run(listScreenProcesses, { teamId: DEFAULT_TEAM_ID, hostId: STUDIO_HOST_ID }), 'the screen processes');

/** One running process (the queue worker) and one stopped (code-server), as GET host/screend/{id} answers them. */
export const STUDIO_PROCESSES: readonly ScreenProcess[] = studioProcesses();
export const RUNNING_PROCESS = STUDIO_PROCESSES.find((process) => process.screen_id !== '');
export const STOPPED_PROCESS = STUDIO_PROCESSES.find((process) => process.screen_id === '');

/** What Restart All answers on lestari.studio. (Read last: it changes the fixtures' world.) */
export const RESTART_ANSWER: ScreendAnswer = {
  action: 'restart',
  result: { ...answerOf(store.run(manageScreenProcesses, { teamId: DEFAULT_TEAM_ID, hostId: STUDIO_HOST_ID, action: 'restart' }), 'restart all') },
};

export const screendArgs = {
  title: 'Screend',
  status: 'content',
  processes: STUDIO_PROCESSES,
} satisfies Partial<ScreendScreenProps>;
