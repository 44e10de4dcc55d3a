import { createWorldStore } from '@hostdeck/mock-api';

/** The editor stories' scripts: the ones the simulated world's studio site (lestari.studio) really deployed. */
const studio = createWorldStore({ scenario: 'owner-paid' }).state.hosts.find((host) => host.record.id === 1001);
const scripts = [...(studio?.deployments ?? [])].sort((a, b) => a.id - b.id).map((deployment) => deployment.template);
if (scripts.length < 2) throw new Error('template-editor fixtures: the world has no studio history');

/** Its first deploy: a clone, the node engine, an nginx root and location, and the build commands. */
export const SITE_SCRIPT = scripts[0] ?? '';
/** What its webhook has pulled since: commands only. */
export const PULL_SCRIPT = scripts.at(-1) ?? '';
