import { createWorldStore, DEFAULT_TEAM_ID, getHostDetail, runSoftwareCommand, type Outcome } from '@hostdeck/mock-api';
import { SOFTWARE_VERSION_COMMANDS, type SoftwareName } from '../../../api/schemas/host-tools';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import type { SoftwareScreenProps } from './software';

/** The software stories' data, read from the simulated world the container stories and the demo run on (owner-paid). */
const store = createWorldStore({ scenario: 'owner-paid' });

function answerOf<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`software fixtures: the world refused ${what}: ${outcome.message}`);
  return outcome.value;
}

export const STUDIO_HOST_ID = 1001;

/** The host page frame's value for lestari.studio, as the frame hands it to the page. */
export function studioFrame(): HostFrameValue {
  const detail = answerOf(store.run(getHostDetail, { teamId: DEFAULT_TEAM_ID, hostId: STUDIO_HOST_ID }), `host ${STUDIO_HOST_ID}`);
  return { teamId: DEFAULT_TEAM_ID, hostId: STUDIO_HOST_ID, host: detail.host, server: detail.server, gate: 'allowed', title: 'Software' };
}

const stdoutOf = (name: SoftwareName) =>
  answerOf(store.run(runSoftwareCommand, { teamId: DEFAULT_TEAM_ID, hostId: STUDIO_HOST_ID, command: SOFTWARE_VERSION_COMMANDS[name] }), SOFTWARE_VERSION_COMMANDS[name]);

/** What each version command prints on lestari.studio. */
export const STUDIO_OUTPUTS: Readonly<Record<SoftwareName, string>> = { php: stdoutOf('php'), node: stdoutOf('node'), python: stdoutOf('python') };
/** The versions in them, as the page shows them. */
export const STUDIO_VERSIONS: Readonly<Record<SoftwareName, string>> = { php: '8.3.14', node: '22.11.0', python: '3.12.10' };

/** PHP warning before its version line (a module loaded twice): the page shows the output, not a guessed version. */
export const WARNING_FIRST_PHP = `PHP Warning:  Module "redis" is already loaded in Unknown on line 0\n<b>markup stays text</b>\n${STUDIO_OUTPUTS.php}`;

export const softwareArgs = {
  title: 'Software',
  versions: {
    php: { status: 'content', stdout: STUDIO_OUTPUTS.php },
    node: { status: 'content', stdout: STUDIO_OUTPUTS.node },
    python: { status: 'content', stdout: STUDIO_OUTPUTS.python },
  },
} satisfies Partial<SoftwareScreenProps>;
