import { USER_BASE, hostPath } from '../../../rules/paths';
import type { EnvironmentScreenProps } from './environment';

/** lestari.studio (1001) of the owner-paid world, seen from the user's default team. */
const STUDIO_HOST_ID = 1001;

export const environmentArgs = {
  title: 'Environment',
  nginxHref: hostPath(USER_BASE, 'nginx', STUDIO_HOST_ID),
  deployHref: hostPath(USER_BASE, 'runner', STUDIO_HOST_ID),
} satisfies EnvironmentScreenProps;
