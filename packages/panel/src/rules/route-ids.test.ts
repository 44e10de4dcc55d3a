import { describe, expect, it } from 'vitest';
import { isRouteId, parseRouteId } from './route-ids';

describe('parseRouteId', () => {
  it.each<[string | null | undefined, number | undefined]>([
    ['1001', 1001],
    ['1', 1],
    ['99999', 99999],
    ['abc', undefined],
    ['0', undefined],
    ['-3', undefined],
    ['1e3', undefined],
    ['07', undefined],
    ['12.5', undefined],
    [' 12', undefined],
    ['0x10', undefined],
    ['', undefined],
    ['99999999999999999999', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j: %j', (text, id) => {
    expect(parseRouteId(text)).toBe(id);
  });
});

describe('isRouteId', () => {
  it.each<[number, boolean]>([
    [1001, true],
    [1, true],
    [0, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d: %s', (id, valid) => {
    expect(isRouteId(id)).toBe(valid);
  });
});
