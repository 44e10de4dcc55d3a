import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importReach } from '@test-helpers/import-reach';

/*
 * The browser entry (`@hostdeck/mock-api`, bundled into the demo console and the stories) must never reach the Node
 * server: no file of server/ and no node: module, so no browser bundle pulls in node:http.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reach = (entry: string) => importReach(SRC, entry);

describe('the browser entry of @hostdeck/mock-api', () => {
  const { files, packages } = reach('index.ts');

  it('reaches the handlers but no file of the Node server', () => {
    expect(files).toContain(path.join('handlers', 'index.ts'));
    expect(files.filter((file) => file.startsWith(`server${path.sep}`))).toEqual([]);
  });

  it('imports no node: module', () => {
    expect(packages.filter((name) => name.startsWith('node:'))).toEqual([]);
  });
});
