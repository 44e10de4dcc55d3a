import { DAY_MS, parseBackendDate } from './format';
import { DOMAIN_EMAIL_VERIFY_DAYS } from './limits';

export interface DomainVerificationDue {
  /** The last moment to verify the registrant email: the registration start plus 15 days. */
  deadline: Date;
  /** The deadline has passed. */
  isOverdue: boolean;
  /** Whole days left (0 on the last day and once overdue). */
  daysLeft: number;
}

/**
 * account-area 9: after a purchase the registrant email must be verified within 15 days. Counted from the
 * registration's start date; null when that date is missing or unreadable (the panel then states the rule alone).
 */
export function domainVerificationDue(start: string | null | undefined, now: Date): DomainVerificationDue | null {
  const started = parseBackendDate(start);
  if (!started) return null;
  const deadline = new Date(started.getTime() + DOMAIN_EMAIL_VERIFY_DAYS * DAY_MS);
  const left = deadline.getTime() - now.getTime();
  return { deadline, isOverdue: left < 0, daysLeft: left < 0 ? 0 : Math.floor(left / DAY_MS) };
}
