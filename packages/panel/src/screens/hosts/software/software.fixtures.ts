import { createWorldStore, DEFAULT_TEAM_ID, runSoftwareCommand } from '@hostdeck/mock-api';
import { SOFTWARE_VERSION_COMMANDS, type SoftwareName } from '../../../api/schemas/host-tools';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import type { SoftwareScreenProps } from './software';
import { hostFrameOf, worldAnswer } from '../host-frame/world-frame.fixtures';

/** The software stories' data, read from the simulated world the container stories and the demo run on (owner-paid). */
const store = createWorldStore({ scenario: 'owner-paid' });

export const STUDIO_HOST_ID = 1001;

/** The host page frame's value for lestari.studio, as the frame hands it to the page. */
export function studioFrame(): HostFrameValue {
  return hostFrameOf(store, STUDIO_HOST_ID, { title: 'Software' });
}

const stdoutOf = (name: SoftwareName) =>
  worldAnswer(store.run(runSoftwareCommand, { teamId: DEFAULT_TEAM_ID, hostId: STUDIO_HOST_ID, command: SOFTWARE_VERSION_COMMANDS[name] }), SOFTWARE_VERSION_COMMANDS[name]);

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
