import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { WorldStorage } from '../store/world-store';

/** How long a change waits before it is written, so a burst of changes writes the file once. */
export const STATE_WRITE_DELAY_MS = 250;

export interface FileWorldStorage extends WorldStorage {
  /** Writes the latest world now, and waits for every write to land. */
  flush(): Promise<void>;
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The world store's storage in one JSON file: the file holds the one item the store keeps (its scenario and world),
 * read once at start; each change is written a moment later, through a temporary file renamed over the old one, so a
 * crash never leaves half a file. A file that is not a world is left for the store to ignore (it starts afresh).
 */
export function createFileStorage(path: string, onError: (error: unknown) => void = (error) => console.error(error)): FileWorldStorage {
  let current = readText(path);
  let pending: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  const write = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const text = pending;
    pending = undefined;
    if (text === undefined) return writing;
    const temporary = `${path}.${process.pid}.tmp`;
    writing = writing
      .then(async () => {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(temporary, text, 'utf8');
        await rename(temporary, path);
      })
      .catch(onError);
    return writing;
  };

  return {
    getItem: () => current,
    setItem(_key, value) {
      current = value;
      pending = value;
      timer ??= setTimeout(() => void write(), STATE_WRITE_DELAY_MS);
    },
    flush: async () => {
      await write();
    },
  };
}
