import { describe, expect, it } from 'vitest';
import {
  checkChoice,
  checkEmail,
  checkHttpUrl,
  checkIntMin,
  checkIntRange,
  checkNewPassword,
  checkPhone,
  checkRequired,
  isEmail,
  parseWholeNumber,
} from './field-checks';
import { ruleIssue, type RuleIssue } from './issues';

describe('checkRequired', () => {
  it.each<[string, RuleIssue | undefined]>([
    ['x', undefined],
    ['', ruleIssue('f', 'required')],
    ['   ', ruleIssue('f', 'required')],
  ])('%j', (text, expected) => {
    expect(checkRequired('f', text)).toEqual(expected);
  });
});

describe('checkEmail (account-area 5: required, valid, at most 255)', () => {
  const local = 'a'.repeat(243);
  it.each<[string, RuleIssue | undefined]>([
    ['maya@lestari.studio', undefined],
    ['', ruleIssue('email', 'required')],
    ['not-an-email', ruleIssue('email', 'email')],
    ['two@@at.com', ruleIssue('email', 'email')],
    ['spaces in@mail.com', ruleIssue('email', 'email')],
    ['no-dot@host', ruleIssue('email', 'email')],
    [`${local}@example.com`, undefined],
    [`${local}a@example.com`, ruleIssue('email', 'tooLong', { max: 255 })],
  ])('%j', (email, expected) => {
    expect(checkEmail('email', email)).toEqual(expected);
  });

  it('takes a form limit of its own (a domain contact email is at most 63)', () => {
    expect(checkEmail('bio.email', `${'a'.repeat(51)}@example.com`, 63)).toBeUndefined();
    expect(checkEmail('bio.email', `${'a'.repeat(52)}@example.com`, 63)).toEqual(ruleIssue('bio.email', 'tooLong', { max: 63 }));
    expect(isEmail('a@b.co')).toBe(true);
  });
});

describe('checkIntRange and checkIntMin', () => {
  it.each<[number, RuleIssue | undefined]>([
    [1, undefined],
    [5, undefined],
    [0, ruleIssue('n', 'outOfRange', { min: 1, max: 5 })],
    [6, ruleIssue('n', 'outOfRange', { min: 1, max: 5 })],
    [2.5, ruleIssue('n', 'notInteger')],
    [Number.NaN, ruleIssue('n', 'notInteger')],
    [Number.POSITIVE_INFINITY, ruleIssue('n', 'notInteger')],
  ])('%d within 1..5', (value, expected) => {
    expect(checkIntRange('n', value, 1, 5)).toEqual(expected);
  });

  it.each<[number, RuleIssue | undefined]>([
    [0, undefined],
    [3, undefined],
    [-1, ruleIssue('n', 'belowMin', { min: 0 })],
    [0.5, ruleIssue('n', 'notInteger')],
  ])('%d at least 0', (value, expected) => {
    expect(checkIntMin('n', value, 0)).toEqual(expected);
  });

  it.each<[string, number]>([
    ['12', 12],
    [' 7 ', 7],
    ['-3', -3],
    ['', Number.NaN],
    ['1.5', Number.NaN],
    ['12a', Number.NaN],
  ])('reads %j typed as a whole number', (text, expected) => {
    expect(parseWholeNumber(text)).toEqual(expected);
  });
});

describe('checkHttpUrl', () => {
  it.each<[string, RuleIssue | undefined]>([
    ['https://bridge.example.com', undefined],
    ['http://10.0.0.5:2223', undefined],
    ['', ruleIssue('alias', 'required')],
    ['not a url', ruleIssue('alias', 'url')],
    ['ftp://files.example.com', ruleIssue('alias', 'url')],
    ['bridge.example.com', ruleIssue('alias', 'url')],
    [`https://${'a'.repeat(20)}.example.com`, undefined],
    [`https://${'a'.repeat(21)}.example.com`, ruleIssue('alias', 'tooLong', { max: 40 })],
  ])('%j', (text, expected) => {
    expect(checkHttpUrl('alias', text, 40)).toEqual(expected);
  });
});

describe('checkChoice', () => {
  it.each<[string, RuleIssue | undefined]>([
    ['member', undefined],
    ['', ruleIssue('role', 'required')],
    ['owner', ruleIssue('role', 'invalidChoice')],
  ])('%j', (value, expected) => {
    expect(checkChoice('role', value, ['admin', 'member', 'client'])).toEqual(expected);
  });
});

describe('checkPhone (account-area 5: fully qualified, starting with +, at most 15)', () => {
  it.each<[string, RuleIssue | undefined]>([
    ['+6281234567890', undefined],
    ['+62.8123456789', undefined],
    ['+1.5555551234', undefined],
    ['', ruleIssue('tel', 'required')],
    ['081234567', ruleIssue('tel', 'phone')],
    ['+0123456', ruleIssue('tel', 'phone')],
    ['+62 812 3456', ruleIssue('tel', 'phone')],
    ['+62', ruleIssue('tel', 'phone')],
    ['+62812345678901', undefined],
    ['+628123456789012', ruleIssue('tel', 'tooLong', { max: 15 })],
  ])('%j', (tel, expected) => {
    expect(checkPhone('tel', tel, 15)).toEqual(expected);
  });
});

describe('checkNewPassword (host-area 5.15, account-area 5)', () => {
  it.each<[string, RuleIssue | undefined]>([
    ['12345678', undefined],
    ['a-long-password', undefined],
    ['1234567', ruleIssue('password', 'passwordCancelled', { min: 8 })],
    ['', ruleIssue('password', 'passwordCancelled', { min: 8 })],
  ])('%j', (password, expected) => {
    expect(checkNewPassword(password)).toEqual(expected);
  });
});
