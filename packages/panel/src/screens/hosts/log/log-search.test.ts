import { describe, expect, it } from 'vitest';
import { logLines, logPlainText } from './log-lines';
import { findLogMatches, highlightSegments, stepMatch } from './log-search';

const ESC = '\x1b';

describe('logLines', () => {
  it('splits stdout then stderr into lines, colours kept, the final newline dropped', () => {
    const lines = logLines(`plain\n${ESC}[31mred${ESC}[0m tail\n`, 'broken pipe\n');
    expect(lines.map((line) => [line.stream, line.text])).toEqual([
      ['stdout', 'plain'],
      ['stdout', 'red tail'],
      ['stderr', 'broken pipe'],
    ]);
    expect(lines[1]?.segments[0]).toEqual({ text: 'red', style: { color: 'red' } });
    expect(logPlainText(lines)).toBe('plain\nred tail\nbroken pipe');
  });

  it('has no lines for an empty log', () => {
    expect(logLines('', '')).toEqual([]);
    expect(logLines('\n', '')).toEqual([]);
  });

  it('keeps markup as text', () => {
    expect(logLines('<img src=x onerror=alert(1)>', '')[0]?.text).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('findLogMatches', () => {
  it.each<[string, string[], string, [number, number, number][]]>([
    ['nothing for an empty query', ['abc'], '', []],
    ['ignores case', ['GET /Blog', 'get /blog'], 'blog', [[0, 5, 9], [1, 5, 9]]],
    ['every occurrence of a line, in order', ['aa aa', 'x', 'aa'], 'aa', [[0, 0, 2], [0, 3, 5], [2, 0, 2]]],
    ['occurrences do not overlap', ['aaaa'], 'aa', [[0, 0, 2], [0, 2, 4]]],
    ['no match', ['abc'], 'z', []],
  ])('%s', (_, texts, query, expected) => {
    expect(findLogMatches(texts, query).map(({ line, start, end }) => [line, start, end])).toEqual(expected);
  });
});

describe('stepMatch', () => {
  it.each<[number, number, 1 | -1, number]>([
    [0, 3, 1, 1],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [1, 3, -1, 0],
    [0, 0, 1, 0],
  ])('from %i of %i by %i', (current, count, step, expected) => {
    expect(stepMatch(current, count, step)).toBe(expected);
  });
});

describe('highlightSegments', () => {
  it('cuts a match that spans two coloured segments, keeping their colours', () => {
    const segments = [
      { text: 'GET ', style: {} },
      { text: '/blog 404', style: { color: 'red' as const } },
    ];
    expect(highlightSegments(segments, [{ line: 0, start: 2, end: 6, index: 7 }])).toEqual([
      { text: 'GE', style: {} },
      { text: 'T ', style: {}, match: 7 },
      { text: '/b', style: { color: 'red' }, match: 7 },
      { text: 'log 404', style: { color: 'red' } },
    ]);
  });

  it('marks two matches of one segment apart', () => {
    expect(highlightSegments([{ text: 'a-a', style: {} }], [{ line: 0, start: 0, end: 1, index: 0 }, { line: 0, start: 2, end: 3, index: 1 }])).toEqual([
      { text: 'a', style: {}, match: 0 },
      { text: '-', style: {} },
      { text: 'a', style: {}, match: 1 },
    ]);
  });

  it('leaves a line without matches as it is', () => {
    const segments = [{ text: 'x', style: { isBold: true } }];
    expect(highlightSegments(segments, [])).toEqual(segments);
  });
});
