import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-error';

function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadError', () => {
  it.each<[string, unknown, boolean]>([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/host-create-page-x1.js'), true],
    ['Firefox', new TypeError('error loading dynamically imported module: http://127.0.0.1/assets/a.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/page.css'), true],
    ['webpack by name', named('ChunkLoadError', 'Loading chunk 7 failed.'), true],
    ['webpack by message', new Error('Loading chunk vendors-main failed.'), true],
    ['webpack CSS', new Error('Loading CSS chunk 12 failed.'), true],
    ['a render error', new TypeError("Cannot read properties of undefined (reading 'domain')"), false],
    ['a failed API call', new Error('Network response was not ok'), false],
    ['a plain fetch failure', new TypeError('Failed to fetch'), false],
    ['a string', 'Failed to fetch dynamically imported module', false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s -> %s', (_name, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
