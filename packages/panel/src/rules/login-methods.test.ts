import { describe, expect, it } from 'vitest';
import type { LoginType } from '../api/schemas/profile';
import { addableLoginTypes, canRemoveLogin } from './login-methods';

describe('canRemoveLogin (account-area 5: never the last method)', () => {
  it.each<[number, boolean]>([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
  ])('%i methods: %s', (count, expected) => {
    expect(canRemoveLogin(count)).toBe(expected);
  });
});

describe('addableLoginTypes (each method linked at most once)', () => {
  it.each<[LoginType[], LoginType[]]>([
    [[], ['github', 'google', 'email']],
    [['google', 'github'], ['email']],
    [['email'], ['github', 'google']],
    [['github', 'google', 'email'], []],
  ])('%j linked: %j addable', (linked, expected) => {
    expect(addableLoginTypes(linked.map((type) => ({ type })))).toEqual(expected);
  });
});
