import { describe, expect, it } from 'vitest';
import { domainVerificationDue } from './domain-verification';

const NOW = new Date('2026-11-01T09:00:00Z');

describe('domainVerificationDue: the email is verified within 15 days of the purchase (account-area 9)', () => {
  it.each<[string | null | undefined, { deadline: string; isOverdue: boolean; daysLeft: number } | null]>([
    ['2026-11-01 09:00:00', { deadline: '2026-11-16T09:00:00.000Z', isOverdue: false, daysLeft: 15 }],
    ['2026-10-20 09:00:00', { deadline: '2026-11-04T09:00:00.000Z', isOverdue: false, daysLeft: 3 }],
    ['2026-10-17 10:00:00', { deadline: '2026-11-01T10:00:00.000Z', isOverdue: false, daysLeft: 0 }],
    ['2026-10-17 08:59:59', { deadline: '2026-11-01T08:59:59.000Z', isOverdue: true, daysLeft: 0 }],
    ['2026-06-04 09:00:00', { deadline: '2026-06-19T09:00:00.000Z', isOverdue: true, daysLeft: 0 }],
    ['not a date', null],
    [null, null],
    [undefined, null],
  ])('started %j', (start, expected) => {
    const due = domainVerificationDue(start, NOW);
    expect(due && { deadline: due.deadline.toISOString(), isOverdue: due.isOverdue, daysLeft: due.daysLeft }).toEqual(expected);
  });
});
