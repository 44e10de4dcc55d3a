import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/user/host/list', '/user/host/list'],
    ['/user/team/4/detail?x=1', '/user/team/4/detail?x=1'],
    ['/user/team/8/host/dns/41?sub=api#x', '/user/team/8/host/dns/41?sub=api#x'],
    ['/user', '/user'],
    ['/user?tab=2', '/user?tab=2'],
  ])('follows the console path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['empty', ''],
    ['an absolute URL', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
    ['a backslash after the slash', '/\\evil.example/'],
    ['a backslash later on', '/user\\..\\\\evil.example'],
    ['an encoded tab', '/%09/evil.example/'],
    ['a raw tab', '/\t/evil.example/'],
    ['a raw newline', '/\n/evil.example/'],
    ['an encoded slash', '/%2f%2fevil.example/'],
    ['an encoded backslash', '/%5cevil.example/'],
    ['a path outside the console', '/api/webhook'],
    ['a path that only starts like the console', '/username'],
    ['dot segments that leave the console', '/user/../api/x'],
    ['the sign-in page itself (a loop)', '/login?r=/user'],
    ['the sign-out page', '/logout'],
  ])('refuses %s', (_case, value) => {
    expect(safeReturnPath(value)).toBe(DEFAULT_RETURN_PATH);
  });
});
