import { describe, expect, it } from 'vitest';
import { splitDataParts } from './data-parts';

describe('data parts of a sentence', () => {
  it('marks every quoted value, however often it appears', () => {
    expect(splitDataParts('a.example has no A record. Add an A record for a.example pointing at 10.0.0.1.', ['a.example', '10.0.0.1'])).toEqual([
      { text: 'a.example', isData: true },
      { text: ' has no A record. Add an A record for ', isData: false },
      { text: 'a.example', isData: true },
      { text: ' pointing at ', isData: false },
      { text: '10.0.0.1', isData: true },
      { text: '.', isData: false },
    ]);
  });

  it('keeps a longer value whole when it contains a shorter one', () => {
    expect(splitDataParts('found 10.0.0.1, 10.0.0.2 not 10.0.0.1', ['10.0.0.1', '10.0.0.1, 10.0.0.2'])).toEqual([
      { text: 'found ', isData: false },
      { text: '10.0.0.1, 10.0.0.2', isData: true },
      { text: ' not ', isData: false },
      { text: '10.0.0.1', isData: true },
    ]);
  });

  it('reads values as text, not as patterns', () => {
    expect(splitDataParts('axb and a.b', ['a.b'])).toEqual([
      { text: 'axb and ', isData: false },
      { text: 'a.b', isData: true },
    ]);
  });

  it('leaves a sentence without values whole, and ignores empty values', () => {
    expect(splitDataParts('Checking…', ['', ''])).toEqual([{ text: 'Checking…', isData: false }]);
    expect(splitDataParts('', ['a'])).toEqual([]);
  });
});
