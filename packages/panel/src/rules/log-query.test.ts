import { describe, expect, it } from 'vitest';
import { ruleIssue, type RuleIssue } from './issues';
import { DEFAULT_LOG_QUERY, logFileName, logQueryValues, readLogLines, readLogQuery, type LogQuery, type LogQueryParams } from './log-query';

describe('readLogQuery (host-area 2, 5.18, 9)', () => {
  it.each<[string, LogQueryParams, LogQuery, RuleIssue[]]>([
    ['nothing: the defaults', {}, { type: 'error', sub: '', n: 100 }, []],
    ['nulls as URLSearchParams.get gives them', { type: null, sub: null, n: null }, { type: 'error', sub: '', n: 100 }, []],
    ['every value', { type: 'access', sub: 'blog', n: '20' }, { type: 'access', sub: 'blog', n: 20 }, []],
    ['php', { type: 'php' }, { type: 'php', sub: '', n: 100 }, []],
    ['passenger', { type: 'passenger' }, { type: 'passenger', sub: '', n: 100 }, []],
    ['proxfix', { type: 'proxfix' }, { type: 'proxfix', sub: '', n: 100 }, []],
    ['n at its minimum', { n: '1' }, { type: 'error', sub: '', n: 1 }, []],
    ['n with spaces around', { n: ' 50 ' }, { type: 'error', sub: '', n: 50 }, []],
    ['sub trimmed', { sub: '  shop ' }, { type: 'error', sub: 'shop', n: 100 }, []],
    ['empty n is missing, not wrong', { n: '' }, { type: 'error', sub: '', n: 100 }, []],
    ['n 0: below the minimum', { n: '0' }, { type: 'error', sub: '', n: 100 }, [ruleIssue('n', 'belowMin', { min: 1 })]],
    ['n negative', { n: '-5' }, { type: 'error', sub: '', n: 100 }, [ruleIssue('n', 'belowMin', { min: 1 })]],
    ['n a fraction', { n: '2.5' }, { type: 'error', sub: '', n: 100 }, [ruleIssue('n', 'notInteger')]],
    ['n a word', { n: 'all' }, { type: 'error', sub: '', n: 100 }, [ruleIssue('n', 'notInteger')]],
    ['n in exponent form', { n: '1e3' }, { type: 'error', sub: '', n: 100 }, [ruleIssue('n', 'notInteger')]],
    ['unknown type', { type: 'mail', n: '20' }, { type: 'error', sub: '', n: 20 }, [ruleIssue('type', 'invalidChoice')]],
    ['type in another case', { type: 'ACCESS' }, { type: 'error', sub: '', n: 100 }, [ruleIssue('type', 'invalidChoice')]],
    ['both wrong', { type: 'x', n: 'x' }, { type: 'error', sub: '', n: 100 }, [ruleIssue('type', 'invalidChoice'), ruleIssue('n', 'notInteger')]],
  ])('%s', (_, params, query, issues) => {
    expect(readLogQuery(params)).toEqual({ query, issues });
  });
});

describe('readLogLines (the Max lines field)', () => {
  it.each<[string, ReturnType<typeof readLogLines>]>([
    ['20', { n: 20 }],
    ['1', { n: 1 }],
    ['', { issue: ruleIssue('n', 'required') }],
    ['   ', { issue: ruleIssue('n', 'required') }],
    ['0', { issue: ruleIssue('n', 'belowMin', { min: 1 }) }],
    ['1.5', { issue: ruleIssue('n', 'notInteger') }],
    ['ten', { issue: ruleIssue('n', 'notInteger') }],
  ])('%j', (text, expected) => {
    expect(readLogLines(text)).toEqual(expected);
  });
});

describe('logQueryValues: back to the URL, defaults dropped', () => {
  it.each<[LogQuery, Record<string, string>]>([
    [DEFAULT_LOG_QUERY, {}],
    [{ type: 'access', sub: '', n: 20 }, { type: 'access', n: '20' }],
    [{ type: 'error', sub: 'blog', n: 100 }, { sub: 'blog' }],
    [{ type: 'passenger', sub: ' ', n: 1 }, { type: 'passenger', n: '1' }],
  ])('%j', (query, values) => {
    expect(logQueryValues(query)).toEqual(values);
  });

  it('reads back what it wrote', () => {
    const query: LogQuery = { type: 'proxfix', sub: 'api', n: 7 };
    expect(readLogQuery(logQueryValues(query))).toEqual({ query, issues: [] });
  });
});

describe('logFileName', () => {
  it.each<[string, Pick<LogQuery, 'type' | 'sub'>, string]>([
    ['lestari.studio', { type: 'access', sub: '' }, 'lestari.studio-access.log'],
    ['lestari.studio', { type: 'error', sub: 'blog' }, 'blog.lestari.studio-error.log'],
  ])('%s %j', (domain, query, name) => {
    expect(logFileName(domain, query)).toBe(name);
  });
});
