import { describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../api/schemas/host-tools';
import { checkDatabaseName, databaseCreateIssues, databaseFullName } from './database-name';
import { ruleIssue, type RuleIssue } from './issues';

describe('database names (backend-formats 3.3)', () => {
  it.each<[DatabaseKind, string, RuleIssue | undefined]>([
    ['mysql', 'blog', undefined],
    ['mysql', 'Blog', undefined],
    ['mysql', 'b', undefined],
    ['mysql', 'reports-2026', undefined],
    ['mysql', 'shop.v2_archive', undefined],
    ['postgres', 'analytics', undefined],
    ['mysql', '', ruleIssue('name', 'required')],
    ['postgres', '', ruleIssue('name', 'required')],
    ['mysql', '2026', ruleIssue('name', 'pattern')],
    ['mysql', '_blog', ruleIssue('name', 'pattern')],
    ['mysql', 'my blog', ruleIssue('name', 'pattern')],
    ['mysql', ' blog', ruleIssue('name', 'pattern')],
    ['postgres', 'blog;drop', ruleIssue('name', 'pattern')],
    ['postgres', 'blög', ruleIssue('name', 'pattern')],
    ['redis', 'cache', undefined],
    ['redis', 'cache_2', undefined],
    ['redis', 'c2', undefined],
    ['redis', '', ruleIssue('name', 'required')],
    ['redis', 'c', ruleIssue('name', 'tooShort', { min: 2 })],
    ['redis', 'Cache', ruleIssue('name', 'pattern')],
    ['redis', 'cache-2', ruleIssue('name', 'pattern')],
    ['redis', 'cache.v2', ruleIssue('name', 'pattern')],
    ['redis', '2cache', ruleIssue('name', 'pattern')],
    ['redis', 'C', ruleIssue('name', 'pattern')],
  ])('%s %j', (kind, name, expected) => {
    expect(checkDatabaseName(kind, name)).toEqual(expected);
  });

  it('reports on the form field it is given', () => {
    expect(databaseCreateIssues({ kind: 'redis', name: 'x' })).toEqual([ruleIssue('name', 'tooShort', { min: 2 })]);
    expect(databaseCreateIssues({ kind: 'mysql', name: 'blog' })).toEqual([]);
    expect(checkDatabaseName('mysql', '', 'db')).toEqual(ruleIssue('db', 'required'));
  });
});

describe('the name the server gives (backend-formats 3.3)', () => {
  it.each<[string, string, string]>([
    ['cuddly-pop-vou', 'db', 'cuddly_pop_vou_db'],
    ['lestari-web', 'reports-2026', 'lestari_web_reports_2026'],
    ['lestari-web', 'shop.v2', 'lestari_web_shop_v2'],
    ['lestari-web', 'Blog', 'lestari_web_Blog'],
    ['lestari', 'a$b', 'lestari_ab'],
  ])('%s + %j = %s', (username, name, full) => {
    expect(databaseFullName(username, name)).toBe(full);
  });
});
