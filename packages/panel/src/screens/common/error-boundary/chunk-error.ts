/**
 * Whether an error says a piece of the app's code could not be downloaded: a dynamic import that failed (offline, or
 * its file gone after a redeploy) in Chromium, Firefox or Safari, a stylesheet Vite could not preload, or a bundler's
 * ChunkLoadError. Such an error is cured by loading again, not by the user.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_MESSAGES.some((pattern) => pattern.test(error.message));
}

const CHUNK_MESSAGES: readonly RegExp[] = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];
