import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './login-page';

describe('safeReturnPath', () => {
  it.each([
    ['/user/host/list', '/user/host/list'],
    ['/user/team/4/detail?x=1', '/user/team/4/detail?x=1'],
    [null, '/user'],
    ['', '/user'],
    ['https://evil.example/', '/user'],
    ['//evil.example/', '/user'],
    ['javascript:alert(1)', '/user'],
  ])('%s -> %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
