import { createWorldStore, DEFAULT_TEAM_ID, listScreenProcesses, manageScreenProcesses } from '@hostdeck/mock-api';
import type { ScreenProcess } from '../../../api/schemas/host-tools';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import type { ScreendAnswer, ScreendScreenProps } from './screend';
import { hostFrameOf, worldAnswer } from '../host-frame/world-frame.fixtures';

/**
 * The screend stories' data, read from the simulated world the container stories and the demo run on (owner-paid):
 * lestari.studio (1001) runs a queue worker and has code-server stopped.
 */
const store = createWorldStore({ scenario: 'owner-paid' });

export const STUDIO_HOST_ID = 1001;

/** The host page frame's value for lestari.studio, as the frame hands it to the page. */
export function studioFrame(gate: HostFrameValue['gate'] = 'allowed'): HostFrameValue {
  return hostFrameOf(store, STUDIO_HOST_ID, { title: 'Screend', gate });
}

const studioProcesses = () => worldAnswer(store.run(listScreenProcesses, { teamId: DEFAULT_TEAM_ID, hostId: STUDIO_HOST_ID }), 'the screen processes');

/** One running process (the queue worker) and one stopped (code-server), as GET host/screend/{id} answers them. */
export const STUDIO_PROCESSES: readonly ScreenProcess[] = studioProcesses();
export const RUNNING_PROCESS = STUDIO_PROCESSES.find((process) => process.screen_id !== '');
export const STOPPED_PROCESS = STUDIO_PROCESSES.find((process) => process.screen_id === '');

/** What Restart All answers on lestari.studio. (Read last: it changes the fixtures' world.) */
export const RESTART_ANSWER: ScreendAnswer = {
  action: 'restart',
  result: { ...worldAnswer(store.run(manageScreenProcesses, { teamId: DEFAULT_TEAM_ID, hostId: STUDIO_HOST_ID, action: 'restart' }), 'restart all') },
};

export const screendArgs = {
  title: 'Screend',
  status: 'content',
  processes: STUDIO_PROCESSES,
} satisfies Partial<ScreendScreenProps>;
