import { describe, expect, it } from 'vitest';
import { domainExpiry } from './domain-expiry';

describe('domainExpiry', () => {
  it.each([
    ['no expiry object', undefined],
    ['a null expiry', null],
    ['an empty date', { date: '' }],
    ['a blank date', { date: '   ' }],
  ])('shows the question mark for %s', (_, expiryAt) => {
    expect(domainExpiry(expiryAt, 'en')).toEqual({ kind: 'none' });
  });

  it.each([
    ['a PHP DateTime with microseconds', '2027-04-09 10:00:00.000000', 'en', 'Apr 9, 2027'],
    ['a plain backend date and time', '2027-04-09 10:00:00', 'en', 'Apr 9, 2027'],
    ['a date alone', '2027-04-09', 'de', '09.04.2027'],
    // UTC day kept: 23:30 UTC would already be the next day east of Greenwich and the same day west of it.
    ['a late hour, shown on the registrar’s UTC day', '2027-04-09 23:30:00', 'en', 'Apr 9, 2027'],
  ])('formats %s', (_, date, locale, text) => {
    expect(domainExpiry({ date }, locale)).toEqual({ kind: 'date', text });
  });

  it('shows text it cannot read as it came, never as "no expiry"', () => {
    expect(domainExpiry({ date: 'soon' }, 'en')).toEqual({ kind: 'date', text: 'soon' });
  });
});
