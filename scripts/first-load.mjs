import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSize } from './initial-js.mjs';

/**
 * What the built console loads before a route is on screen, read from Vite's manifest: the entry and its static
 * imports, plus the lazy modules that route needs at once (its page, the demo backend in demo mode) with their
 * static imports, plus the translation catalogs of the one language shown, for the areas the route shows.
 */
export function firstLoad(distDir, { lazyModules = [], language = 'en', areas = ['common', 'shell'] } = {}) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const chunks = new Map();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest of ${distDir}`);
    if (chunks.has(key)) return;
    chunks.set(key, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const module of lazyModules) visit(module);

  const catalogPattern = /\/i18n\/(?:messages\/)?([a-z]{2})(?:\/([\w-]+)\.json|\.ts)$/;
  const staticCatalogs = [...chunks.keys()].filter((key) => catalogPattern.test(key));
  // Catalogs load through dynamic imports: the page fetches those of its language and of the areas it shows.
  const languageCatalogs = Object.keys(manifest).filter((key) => {
    const match = catalogPattern.exec(key);
    return match?.[1] === language && (match[2] === undefined || areas.includes(match[2]));
  });
  for (const key of languageCatalogs) visit(key);

  const files = [...new Set([...chunks.values()].map((chunk) => chunk.file))];
  const cssFiles = [...new Set([...chunks.values()].flatMap((chunk) => chunk.css ?? []))];
  const size = (file) => gzipSize(readFileSync(path.join(distDir, file)));
  return {
    /** The source modules of the first load's JS, from the build's source maps (empty without them). */
    sources: files.flatMap((file) => {
      const map = path.join(mapsDirOf(distDir), `${file}.map`);
      return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
    }),
    jsGzip: files.filter((file) => file.endsWith('.js')).reduce((total, file) => total + size(file), 0),
    cssGzip: cssFiles.reduce((total, file) => total + size(file), 0),
    files,
    /** Catalogs bundled into the first load itself rather than fetched per language: there should be none. */
    staticCatalogs,
    languageCatalogs,
  };
}

/**
 * Where a build's source maps are: beside its chunks, or, for the real-API build (which ships none), where its build
 * put them aside (apps/console/build/real-build-output.ts).
 */
export function mapsDirOf(distDir) {
  const aside = path.resolve(import.meta.dirname, '..', '.cache', 'sourcemaps', path.basename(distDir));
  return existsSync(path.join(distDir, 'assets')) && readdirSync(path.join(distDir, 'assets')).some((file) => file.endsWith('.map')) ? distDir : aside;
}

/** Source files of a build that come from the simulated backend or MSW (a real-API build must have none). */
export function mockSources(distDir) {
  const assets = path.join(mapsDirOf(distDir), 'assets');
  if (!existsSync(assets)) throw new Error(`no source maps for ${distDir}: build it again`);
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => JSON.parse(readFileSync(path.join(assets, file), 'utf8')).sources)
    .filter((source) => /packages\/mock-api\/|node_modules\/msw\/|demo-backend/.test(source));
}

/**
 * What a lazy page adds to the first load when it is opened: its chunk and the static imports that the first load
 * does not already hold (gzip), and the source files of those chunks, to check what must stay lazier still.
 */
export function pageChunk(distDir, pageModule, firstLoadFiles) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest of ${distDir}`);
    if (files.has(chunk.file) || firstLoadFiles.includes(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(pageModule);
  const sources = [...files].flatMap((file) => {
    const map = path.join(mapsDirOf(distDir), `${file}.map`);
    return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
  });
  const jsGzip = [...files].reduce((total, file) => total + gzipSize(readFileSync(path.join(distDir, file))), 0);
  return { jsGzip, files: [...files], sources };
}
