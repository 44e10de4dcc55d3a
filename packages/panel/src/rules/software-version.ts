import type { SoftwareName } from '../api/schemas/host-tools';

/*
 * The software page (host-area 2, 7): each version command's stdout (SOFTWARE_VERSION_COMMANDS) read as a version
 * number. Only the first line the command printed is read, and only in the exact form each tool prints its version:
 * anything else (a warning before it, a shell error, an unknown format) gives no version, and the page shows the raw
 * output alone rather than a guess.
 */

// Each tool's own first line: `PHP 8.3.14 (cli) (built: …)`, `v22.11.0`, `Python 3.12.10`. A pre-release or distro
// suffix stays part of the version (`8.4.0RC1`, `8.3.6-1ubuntu1`, `v23.0.0-nightly20241001`, `3.13.0rc1`).
const VERSION_LINES: Readonly<Record<SoftwareName, RegExp>> = {
  php: /^PHP (\d+\.\d+\.\d+[0-9A-Za-z.+~-]*) \(/,
  node: /^v(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$/,
  python: /^Python (\d+\.\d+\.\d+[0-9A-Za-z+]*)$/,
};

/** The version a version command printed, or undefined when its output is not in the tool's known form. */
export function parseSoftwareVersion(name: SoftwareName, stdout: string): string | undefined {
  const firstLine = stdout.split(/\r?\n/).find((line) => line.trim() !== '')?.trim();
  if (firstLine === undefined) return undefined;
  return VERSION_LINES[name].exec(firstLine)?.[1];
}
