import { describe, expect, it } from 'vitest';
import { canClickConfirm, confirmClickOutcome, isTypedMatch, type ConfirmMode } from './confirm-state';

describe('isTypedMatch', () => {
  it.each([
    ['example.com', 'example.com', true],
    ['example.com ', 'example.com', false],
    [' example.com', 'example.com', false],
    ['Example.com', 'example.com', false],
    ['example.co', 'example.com', false],
    ['example.comm', 'example.com', false],
    ['', 'example.com', false],
    ['my site', 'my site', true],
    ['my  site', 'my site', false],
    ['café', 'café', true],
    ['cafe', 'café', false],
    ['', '', false],
    ['anything', '', false],
    ['', undefined, false],
    ['example.com', undefined, false],
  ] as const)('typed %j against %j is %s', (typed, expected, result) => {
    expect(isTypedMatch(typed, expected)).toBe(result);
  });
});

describe('confirmClickOutcome', () => {
  it.each([
    ['single', false, 'confirm'],
    ['single', true, 'confirm'],
    ['double', false, 'arm'],
    ['double', true, 'confirm'],
    ['typed', false, 'confirm'],
    ['typed', true, 'confirm'],
  ] as const)('%s mode, armed %s: %s', (mode: ConfirmMode, isArmed, outcome) => {
    expect(confirmClickOutcome(mode, isArmed)).toBe(outcome);
  });
});

describe('canClickConfirm', () => {
  it.each([
    ['single', '', undefined, false, true],
    ['single', '', undefined, true, false],
    ['double', '', undefined, false, true],
    ['double', '', undefined, true, false],
    ['typed', '', 'example.com', false, false],
    ['typed', 'example.com ', 'example.com', false, false],
    ['typed', 'EXAMPLE.COM', 'example.com', false, false],
    ['typed', 'example.com', 'example.com', false, true],
    ['typed', 'example.com', 'example.com', true, false],
    ['typed', '', undefined, false, false],
    ['typed', '', '', false, false],
  ] as const)('%s mode, typed %j, expected %j, pending %s: %s', (mode: ConfirmMode, typed, confirmText, isPending, result) => {
    expect(canClickConfirm({ mode, typed, confirmText, isPending })).toBe(result);
  });
});
