import type { Domain } from '../../../api/schemas/domains';
import { formatDate } from '../../../rules/format';

/** What the expiration column shows: no date at all (the question mark), or the date's text. */
export type DomainExpiry = { kind: 'none' } | { kind: 'date'; text: string };

/**
 * The expiry of a domain for a locale. The backend's date is UTC and means a calendar day, so it is shown in UTC: a
 * viewer west of Greenwich still reads the day the registrar gave. Text the date reader cannot read is shown as it
 * came rather than hidden behind the question mark, which means "no expiry".
 */
export function domainExpiry(expiryAt: Domain['expiry_at'], locale: string): DomainExpiry {
  const text = expiryAt?.date.trim();
  if (!text) return { kind: 'none' };
  return { kind: 'date', text: formatDate(text, locale, { timeZone: 'UTC' }) ?? text };
}
