import { describe, expect, it } from 'vitest';
import { INVITE_CODE_MAX_LENGTH } from './limits';
import { inviteCodeProblem, normalizeInviteCode } from './invite-code';

describe('inviteCodeProblem (invite code maximum 14 characters)', () => {
  it('uses the limit of the spec', () => {
    expect(INVITE_CODE_MAX_LENGTH).toBe(14);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['A', null],
    ['FRIEND2025', null],
    ['A'.repeat(13), null],
    ['A'.repeat(14), null],
    [`  ${'A'.repeat(14)}  `, null],
    ['A'.repeat(15), 'too-long'],
    ['A'.repeat(40), 'too-long'],
    ['😀'.repeat(14), null],
    ['😀'.repeat(15), 'too-long'],
  ])('%j -> %s', (code, problem) => {
    expect(inviteCodeProblem(code)).toBe(problem);
  });

  it('trims pasted spaces', () => {
    expect(normalizeInviteCode('  FRIEND2025 \n')).toBe('FRIEND2025');
  });
});
