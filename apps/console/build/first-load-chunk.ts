import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

interface OutputChunkLike {
  type: 'chunk';
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  modules: Record<string, unknown>;
}

/** The modules each group keeps together: the entry's, and the first page's beyond them. */
interface RecordedGroups {
  firstLoad: string[];
  firstPage: string[];
}

/** The page a signed-in visitor lands on (/user redirects to the host list): it loads with the entry. */
const FIRST_PAGE_MODULE = /\/src\/routes\/pages\/host-list-page\.tsx$/;

/**
 * Keeps the console's first load in two chunks: the entry and the first page (the host list). Rolldown splits modules
 * shared by the entry and lazy pages into many small chunks once there are several lazy pages (twenty files where
 * eight would do, some 5 KB more gzip), and splits the host list page's own modules the same way once other pages share
 * them (a data table, a rule): each split costs the first load its wrapper and imports.
 * `npm run build` builds twice: a recording pass (HOSTDECK_FIRST_LOAD=record) chunks as the bundler likes and writes
 * which modules the entry loads up front (its chunk and its static imports) and which the first page adds; the second
 * pass groups exactly those into one chunk each. The lists always come from an ungrouped build of the same code, so no
 * module that only another lazy page needs can slip into the first load; another page that shares a module of the
 * first page loads the first page's chunk, which a visitor has in most cases already.
 */
export function firstLoadChunk(listFile: string): Plugin {
  const isRecording = process.env.HOSTDECK_FIRST_LOAD === 'record';
  const recorded = !isRecording && existsSync(listFile) ? readGroups(listFile) : undefined;
  const firstLoad = new Set(recorded?.firstLoad);
  const firstPage = new Set(recorded?.firstPage);
  return {
    name: 'hostdeck-first-load-chunk',
    apply: 'build',
    config: () =>
      firstLoad.size === 0
        ? {}
        : {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [
                      { name: 'first-load', test: (id: string) => firstLoad.has(id) },
                      ...(firstPage.size === 0 ? [] : [{ name: 'host-list', test: (id: string) => firstPage.has(id) }]),
                    ],
                  },
                },
              },
            },
          },
    generateBundle(_options, bundle) {
      if (!isRecording) return;
      const chunks = bundle as unknown as Record<string, OutputChunkLike | { type: 'asset' }>;
      const all = Object.values(chunks).filter((item): item is OutputChunkLike => item.type === 'chunk');
      const entry = all.find((item) => item.isEntry);
      if (!entry) return;
      const closure = (start: OutputChunkLike, skip: ReadonlySet<string>) => {
        const modules = new Set<string>();
        const visited = new Set<OutputChunkLike>();
        const visit = (chunk: OutputChunkLike) => {
          if (visited.has(chunk)) return;
          visited.add(chunk);
          Object.keys(chunk.modules).forEach((id) => {
            if (!skip.has(id)) modules.add(id);
          });
          for (const file of chunk.imports) {
            const imported = chunks[file];
            if (imported?.type === 'chunk') visit(imported);
          }
        };
        visit(start);
        return modules;
      };
      const entryModules = closure(entry, new Set());
      const page = all.find((item) => item.facadeModuleId !== null && FIRST_PAGE_MODULE.test(item.facadeModuleId));
      // The page module itself stays its chunk's facade (the manifest and the route's import name it); its modules join.
      const pageModules = page ? [...closure(page, entryModules)].filter((id) => id !== page.facadeModuleId) : [];
      const groups: RecordedGroups = { firstLoad: [...entryModules].sort(), firstPage: pageModules.sort() };
      mkdirSync(path.dirname(listFile), { recursive: true });
      writeFileSync(listFile, `${JSON.stringify(groups, null, 0)}\n`);
    },
  };
}

/** The recorded lists; a list from before the first page was recorded (a plain array) is the entry's alone. */
function readGroups(listFile: string): RecordedGroups {
  const parsed: unknown = JSON.parse(readFileSync(listFile, 'utf8'));
  if (Array.isArray(parsed)) return { firstLoad: parsed.map(String), firstPage: [] };
  const groups = parsed as Partial<RecordedGroups>;
  return { firstLoad: groups.firstLoad ?? [], firstPage: groups.firstPage ?? [] };
}
