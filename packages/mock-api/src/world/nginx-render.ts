import type { NginxConfig } from '@hostdeck/panel/contract';

/*
 * The server block itself is written by the panel's rule `renderNginxServerBlock` (`@hostdeck/panel/rules`), so the
 * preview and the simulated agent write the same text; this module keeps what the world derives for it.
 */

/** What the bridge keeps from the existing file (backend-formats 1.3 step 4). */
export interface NginxProtected {
  user: string;
  ip: string;
  ip6: string;
}

/** Read-back bitmasks (backend-formats 1.4): ssl 1 = :80 listen, 2 = ssl listen; www 1 = apex, 2 = www. */
export function listenMasks(config: NginxConfig): { ssl: number; www: number } {
  const ssl = config.ssl ?? 'on';
  const www = config.www ?? 'off';
  return {
    ssl: ssl === 'off' ? 1 : ssl === 'on' ? 3 : 2,
    www: www === 'off' ? 1 : www === 'on' ? 3 : 2,
  };
}
