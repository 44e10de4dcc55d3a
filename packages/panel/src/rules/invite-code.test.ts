import { describe, expect, it } from 'vitest';
import { INVITE_CODE_MAX_LENGTH } from './limits';
import { checkInviteCode, normalizeInviteCode } from './invite-code';

const TOO_LONG = { path: 'code', code: 'tooLong', params: { max: 14 } };

describe('checkInviteCode (invite code maximum 14 characters)', () => {
  it('uses the limit of the spec', () => {
    expect(INVITE_CODE_MAX_LENGTH).toBe(14);
  });

  it.each([
    ['', { path: 'code', code: 'required' }],
    ['   ', { path: 'code', code: 'required' }],
    ['A', undefined],
    ['FRIEND2025', undefined],
    ['A'.repeat(13), undefined],
    ['A'.repeat(14), undefined],
    [`  ${'A'.repeat(14)}  `, undefined],
    ['A'.repeat(15), TOO_LONG],
    ['A'.repeat(40), TOO_LONG],
    ['😀'.repeat(14), undefined],
    ['😀'.repeat(15), TOO_LONG],
  ])('%j -> %j', (code, issue) => {
    expect(checkInviteCode(code)).toEqual(issue);
  });

  it('trims pasted spaces', () => {
    expect(normalizeInviteCode('  FRIEND2025 \n')).toBe('FRIEND2025');
  });
});
