import type { BadgeVariant } from '@hostdeck/ui';
import type { ParseKeys } from 'i18next';
import type { DomainStatus } from '../../../api/schemas/domains';

/** The badge colour of each domain status (account-area 4): waiting for payment, running, lapsed, gone. */
export const DOMAIN_STATUS_BADGES = {
  pending: 'warning',
  active: 'success',
  expired: 'destructive',
  removed: 'secondary',
} as const satisfies Record<DomainStatus, BadgeVariant>;

/** The words of each status, beside its colour so the badge never relies on colour alone. */
export const DOMAIN_STATUS_LABEL_KEYS = {
  pending: 'status.pending',
  active: 'status.active',
  expired: 'status.expired',
  removed: 'status.removed',
} as const satisfies Record<DomainStatus, ParseKeys<'domain-list'>>;
