import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { YAML_SHAPE_LIMITS, yamlShapeProblem } from './yaml-shape';

const LIMITS = { maxNodes: 20, maxDepth: 4 };

/** A list holding itself, built without YAML. */
function selfHolding(): unknown[] {
  const list: unknown[] = ['a'];
  list.push({ inner: [list] });
  return list;
}

/** `levels` lists, each holding the one below `width` times: small as data, width^levels leaves as a tree. */
function repeated(levels: number, width: number): unknown {
  let node: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) node = Array<unknown>(width).fill(node);
  return node;
}

describe('yamlShapeProblem', () => {
  it.each<[string, unknown]>([
    ['a scalar', 'text'],
    ['null', null],
    ['an empty object', {}],
    ['a small tree', { a: [1, 2, { b: 'c' }] }],
    ['a node shared twice (an alias)', (() => {
      const shared = { match: '/' };
      return { locations: [shared, shared] };
    })()],
    ['a date and a binary value as leaves', { at: new Date(0), bytes: new Uint8Array(100) }],
  ])('accepts %s', (_name, value) => {
    expect(yamlShapeProblem(value, LIMITS)).toBeUndefined();
  });

  it.each<[string, unknown]>([
    ['an object holding itself', (() => {
      const node: Record<string, unknown> = {};
      node.self = node;
      return node;
    })()],
    ['a list holding itself two levels down', selfHolding()],
    ['a cycle below a shared node', { a: selfHolding(), b: 1 }],
  ])('finds the self-reference in %s', (_name, value) => {
    expect(yamlShapeProblem(value, LIMITS)).toBe('self-reference');
  });

  it.each<[string, unknown]>([
    ['more leaves than the budget', Array<number>(20).fill(1)],
    ['a shared node repeated past the budget', repeated(3, 3)],
    ['nesting past the depth budget', [[[[['x']]]]]],
    ['a shared deep node under a deeper path', (() => {
      const deep = [['x']];
      return { shallow: deep, deeper: [[deep]] };
    })()],
  ])('refuses %s as too large', (_name, value) => {
    expect(yamlShapeProblem(value, LIMITS)).toBe('too-large');
  });

  it('stays within the budget exactly at its limits', () => {
    expect(yamlShapeProblem(Array<number>(19).fill(1), LIMITS)).toBeUndefined();
    expect(yamlShapeProblem([[['x']]], LIMITS)).toBeUndefined();
    expect(yamlShapeProblem([[[['x']]]], LIMITS)).toBeUndefined();
  });

  it('checks a billion-laughs document in bounded time', () => {
    const lines = ['a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (let level = 1; level <= 9; level += 1) lines.push(`a${level}: &a${level} [${Array(10).fill(`*a${level - 1}`).join(', ')}]`);
    const parsed = load(lines.join('\n'));
    const started = performance.now();
    expect(yamlShapeProblem(parsed)).toBe('too-large');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('walks data nested far deeper than the call stack allows without overflowing', () => {
    let node: unknown = 'x';
    for (let level = 0; level < 200_000; level += 1) node = [node];
    expect(yamlShapeProblem(node, { maxNodes: Infinity, maxDepth: Infinity })).toBeUndefined();
  });

  it('accepts the deepest nesting js-yaml parses without aliases', () => {
    const nested = (levels: number) => `a: ${'['.repeat(levels)}x${']'.repeat(levels)}`;
    expect(() => load(nested(YAML_SHAPE_LIMITS.maxDepth - 1))).toThrow(/maxDepth/);
    expect(yamlShapeProblem(load(nested(98)))).toBeUndefined();
  });
});
