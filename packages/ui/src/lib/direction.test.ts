import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentDir, physicalSide, type Direction, type LogicalSide, type PhysicalSide } from './direction';

describe('physicalSide', () => {
  it.each<[LogicalSide, Direction, PhysicalSide]>([
    ['top', 'ltr', 'top'],
    ['top', 'rtl', 'top'],
    ['bottom', 'ltr', 'bottom'],
    ['bottom', 'rtl', 'bottom'],
    ['start', 'ltr', 'left'],
    ['start', 'rtl', 'right'],
    ['end', 'ltr', 'right'],
    ['end', 'rtl', 'left'],
  ])('%s in %s is %s', (side, dir, expected) => {
    expect(physicalSide(side, dir)).toBe(expected);
  });
});

describe('documentDir', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is ltr without a document (server rendering, node)', () => {
    vi.stubGlobal('document', undefined);
    expect(documentDir()).toBe('ltr');
  });

  it.each<[string, Direction]>([
    ['rtl', 'rtl'],
    ['ltr', 'ltr'],
    ['', 'ltr'],
    ['auto', 'ltr'],
  ])('reads <html dir=%j> as %s', (dir, expected) => {
    vi.stubGlobal('document', { documentElement: { dir } });
    expect(documentDir()).toBe(expected);
  });
});
