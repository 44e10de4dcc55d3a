import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { fromZodPath, ruleIssuesOfZod, toZodPath, withRuleIssues } from './issue-schema';
import { ruleIssue, type RuleIssue } from './issues';

function issuesOf(schema: z.ZodMiniType, value: unknown): RuleIssue[] {
  const result = schema.safeParse(value);
  return result.success ? [] : ruleIssuesOfZod(result.error);
}

describe('paths', () => {
  it.each<[string, PropertyKey[]]>([
    ['', []],
    ['name', ['name']],
    ['bio.tel', ['bio', 'tel']],
    ['locations.2.match', ['locations', 2, 'match']],
  ])('%j', (path, zodPath) => {
    expect(toZodPath(path)).toEqual(zodPath);
    expect(fromZodPath(zodPath)).toBe(path);
  });
});

describe('a rule as a zod schema', () => {
  const schema = withRuleIssues(z.object({ name: z.string(), count: z.number() }), ({ name, count }) => [
    ...(name === '' ? [ruleIssue('name', 'required')] : []),
    ...(count > 3 ? [ruleIssue('count', 'aboveMax', { max: 3 })] : []),
  ]);

  it('passes values the rule accepts', () => {
    expect(schema.safeParse({ name: 'x', count: 1 }).success).toBe(true);
  });

  it('fails with the rule issues, codes and parameters kept, never English', () => {
    const result = schema.safeParse({ name: '', count: 9 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['name'], 'required'],
      [['count'], 'aboveMax'],
    ]);
    expect(issuesOf(schema, { name: '', count: 9 })).toEqual([ruleIssue('name', 'required'), ruleIssue('count', 'aboveMax', { max: 3 })]);
  });

  it('reports a malformed shape before the rule runs', () => {
    expect(issuesOf(schema, { name: 'x' })).toEqual([ruleIssue('count', 'required')]);
    const wrongType = schema.safeParse({ name: 'x', count: 'many' }, { reportInput: true });
    expect(wrongType.success ? [] : ruleIssuesOfZod(wrongType.error)).toEqual([ruleIssue('count', 'pattern')]);
  });
});

describe('zod checks read as rule codes', () => {
  it.each<[z.ZodMiniType, unknown, RuleIssue]>([
    [z.string().check(z.minLength(1)), '', ruleIssue('', 'required')],
    [z.string().check(z.minLength(3)), 'ab', ruleIssue('', 'tooShort', { min: 3 })],
    [z.string().check(z.maxLength(2)), 'abc', ruleIssue('', 'tooLong', { max: 2 })],
    [z.number().check(z.gte(1)), 0, ruleIssue('', 'belowMin', { min: 1 })],
    [z.number().check(z.lte(5)), 6, ruleIssue('', 'aboveMax', { max: 5 })],
    [z.number().check(z.int()), 1.5, ruleIssue('', 'notInteger')],
    [z.email(), 'nope', ruleIssue('', 'email')],
    [z.url(), 'nope', ruleIssue('', 'url')],
    [z.string().check(z.regex(/^a+$/)), 'b', ruleIssue('', 'pattern')],
    [z.enum(['admin', 'member']), 'owner', ruleIssue('', 'invalidChoice')],
    [z.string().check(z.refine(() => false, 'whatever')), 'x', ruleIssue('', 'notAllowed')],
  ])('%#', (schema, value, issue) => {
    expect(issuesOf(schema, value)).toEqual([issue]);
  });
});
