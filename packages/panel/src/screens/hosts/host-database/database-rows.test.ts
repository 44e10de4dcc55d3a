import { describe, expect, it } from 'vitest';
import { sizeText, sqlKindOf, typeText } from './database-rows';

describe('a listed database (backend-formats 5.7)', () => {
  it.each<[string, 'mysql' | 'postgres' | undefined, string]>([
    ['mysql', 'mysql', 'MySQL'],
    ['MariaDB', 'mysql', 'MySQL'],
    ['postgres', 'postgres', 'PostgreSQL'],
    ['PostgreSQL', 'postgres', 'PostgreSQL'],
    ['mongodb', undefined, 'mongodb'],
  ])('Type %j', (type, kind, text) => {
    expect(sqlKindOf(type)).toBe(kind);
    expect(typeText(type)).toBe(text);
  });

  it.each<[string | number, string, string]>([
    ['8 KiB', 'en', '8 KiB'],
    ['402.7 MiB', 'de', '402.7 MiB'],
    [8192, 'en', '8 KiB'],
    [19_293_798, 'en', '18.4 MiB'],
    [19_293_798, 'de', '18,4 MiB'],
    ['1536', 'en', '1.5 KiB'],
    [0, 'en', '0 B'],
  ])('Size %j in %s', (size, locale, text) => {
    expect(sizeText(size, locale)).toBe(text);
  });
});
