import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { externalPackagesPlugin, viteImportsPlugin } from './esbuild-vite-imports.mjs';

/*
 * The simulated backend's HTTP server for plain Node (npm run serve:api, the journeys): Node 20 cannot run its
 * TypeScript, so it is bundled on the fly with esbuild into .cache/serve-api/ (npm packages stay outside the bundle)
 * and imported from there.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
export const API_SERVER_ENTRY = path.join(root, 'packages/mock-api/src/server/index.ts');
export const API_SERVER_BUNDLE = path.join(root, '.cache/serve-api/server.mjs');

/** Bundles the server entry into API_SERVER_BUNDLE and returns its path. */
export async function bundleApiServer() {
  const result = await build({
    entryPoints: [API_SERVER_ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['source'],
    // The workspace packages declare themselves free of side effects for the browser bundles; taken at its word here,
    // esbuild drops the start-up of modules the panel also imports lazily (its lazy API areas), leaving their constants
    // undefined. A server bundle has no size to save, so every module starts as written.
    ignoreAnnotations: true,
    write: false,
    outfile: API_SERVER_BUNDLE,
    logLevel: 'warning',
    plugins: [viteImportsPlugin(), externalPackagesPlugin()],
  });
  const [output] = result.outputFiles;
  await mkdir(path.dirname(API_SERVER_BUNDLE), { recursive: true });
  // Written beside and renamed, so a run that imports it meanwhile never reads half a file.
  const temporary = `${API_SERVER_BUNDLE}.${process.pid}.tmp`;
  await writeFile(temporary, output.contents);
  await rename(temporary, API_SERVER_BUNDLE);
  return API_SERVER_BUNDLE;
}

let loaded;

/** The server module (its exports: startApiServer, runServeApi, serverUrls …), bundled once per process. */
export function loadApiServer() {
  loaded ??= bundleApiServer().then((file) => import(pathToFileURL(file).href));
  return loaded;
}

/**
 * Starts the simulated backend over HTTP: the options of @hostdeck/mock-api/server's startApiServer (port, host,
 * scenario, stateFile, consoleOrigin, latencyMs, onError); resolves to { url, urls, scenario, store, close() }.
 */
export async function startApiServer(options = {}) {
  const server = await loadApiServer();
  return server.startApiServer(options);
}
