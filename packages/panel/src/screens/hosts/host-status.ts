import type { BadgeVariant } from '@hostdeck/ui';

/** The badge colour of each host status (host-area 4), in the host list and the host page frame. */
export const HOST_STATUS_BADGES: Readonly<Record<string, BadgeVariant>> = {
  active: 'success',
  starting: 'info',
  moving: 'info',
  suspended: 'warning',
  removing: 'warning',
  removed: 'destructive',
};
