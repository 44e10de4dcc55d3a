import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

interface OutputChunkLike {
  type: 'chunk';
  isEntry: boolean;
  imports: string[];
  modules: Record<string, unknown>;
}

/**
 * Keeps the console's first load in one chunk. Rolldown splits modules shared by the entry and lazy pages into many
 * small chunks once there are several lazy pages (twenty files where eight would do, some 5 KB more gzip).
 * `npm run build` builds twice: a recording pass (HOSTDECK_FIRST_LOAD=record) chunks as the bundler likes and writes
 * which modules the entry loads up front (its chunk and its static imports); the second pass groups exactly those
 * into one chunk. The list always comes from an ungrouped build of the same code, so no module that only a lazy page
 * needs can slip into the first load.
 */
export function firstLoadChunk(listFile: string): Plugin {
  const isRecording = process.env.HOSTDECK_FIRST_LOAD === 'record';
  const known: Set<string> = !isRecording && existsSync(listFile) ? new Set(JSON.parse(readFileSync(listFile, 'utf8')) as string[]) : new Set();
  return {
    name: 'hostdeck-first-load-chunk',
    apply: 'build',
    config: () =>
      known.size === 0
        ? {}
        : { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'first-load', test: (id: string) => known.has(id) }] } } } } },
    generateBundle(_options, bundle) {
      if (!isRecording) return;
      const chunks = bundle as unknown as Record<string, OutputChunkLike | { type: 'asset' }>;
      const entry = Object.values(chunks).find((item): item is OutputChunkLike => item.type === 'chunk' && item.isEntry);
      if (!entry) return;
      const modules = new Set<string>();
      const visited = new Set<OutputChunkLike>();
      const visit = (chunk: OutputChunkLike) => {
        if (visited.has(chunk)) return;
        visited.add(chunk);
        Object.keys(chunk.modules).forEach((id) => modules.add(id));
        for (const file of chunk.imports) {
          const imported = chunks[file];
          if (imported?.type === 'chunk') visit(imported);
        }
      };
      visit(entry);
      mkdirSync(path.dirname(listFile), { recursive: true });
      writeFileSync(listFile, `${JSON.stringify([...modules].sort(), null, 0)}\n`);
    },
  };
}
