import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWorldStore } from '../store/world-store';
import { createFileStorage } from './file-storage';

let folder = '';
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'hostdeck-file-storage-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the world store’s storage in a file', () => {
  it('starts empty without a file, writes the latest value once on flush and leaves no temporary file', async () => {
    const file = path.join(folder, 'world.json');
    const storage = createFileStorage(file);
    expect(storage.getItem('key')).toBeNull();
    storage.setItem('key', '{"a":1}');
    storage.setItem('key', '{"a":2}');
    expect(storage.getItem('key')).toBe('{"a":2}');
    await storage.flush();
    expect(await readFile(file, 'utf8')).toBe('{"a":2}');
    expect(await readdir(folder)).toEqual(['world.json']);
  });

  it('keeps a world across stores, and a store given a file that is not a world starts afresh', async () => {
    const file = path.join(folder, 'world.json');
    const first = createFileStorage(file);
    const store = createWorldStore({ scenario: 'client', storage: first });
    store.signOut();
    await first.flush();
    const again = createWorldStore({ storage: createFileStorage(file) });
    expect(again.scenario).toBe('client');
    expect(again.signedIn).toBe(false);

    await writeFile(file, 'not json', 'utf8');
    const fresh = createWorldStore({ storage: createFileStorage(file) });
    expect(fresh.scenario).toBe('owner-paid');
    expect(fresh.signedIn).toBe(true);
  });
});
