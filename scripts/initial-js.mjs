import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Gzip bytes of the JavaScript a built page loads before anything lazy: its module script and modulepreloads. */
export function initialJsGzip(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]);
  const files = [...new Set(sources)].map((source) => path.join(distDir, source.replace(/^\.?\//, '')));
  return files.reduce((total, file) => total + gzipSize(readFileSync(file)), 0);
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
