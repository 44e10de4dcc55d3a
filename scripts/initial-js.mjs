import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** The JavaScript files a built page loads before anything lazy: its module script and modulepreloads. */
export function initialJsFiles(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]);
  return [...new Set(sources)].map((source) => path.join(distDir, source.replace(/^\.?\//, '')));
}

/** Gzip bytes of the JavaScript a built page loads before anything lazy. */
export function initialJsGzip(distDir) {
  return initialJsFiles(distDir).reduce((total, file) => total + gzipSize(readFileSync(file)), 0);
}

/** Gzip bytes of every CSS file a built page links. */
export function initialCssGzip(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) =>
    path.join(distDir, match[1].replace(/^\.?\//, '')),
  );
  return files.reduce((total, file) => total + gzipSize(readFileSync(file)), 0);
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
