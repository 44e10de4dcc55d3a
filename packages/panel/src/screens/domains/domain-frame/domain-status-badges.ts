import type { BadgeVariant } from '@hostdeck/ui';
import type { DomainStatus } from '../../../api/schemas/domains';

/** The badge colour of each domain status (account-area 4), in the domain page frame and the detail page. */
export const DOMAIN_STATUS_BADGES: Readonly<Record<DomainStatus, BadgeVariant>> = {
  pending: 'warning',
  active: 'success',
  expired: 'destructive',
  removed: 'outline',
};
