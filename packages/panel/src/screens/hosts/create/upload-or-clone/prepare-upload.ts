import type JSZip from 'jszip';
import { checkUploadEntries, commonRootFolder, exceedsUploadLimit, isEscapingPath, isSymlinkMode, type UploadEntry, type UploadProblem } from '../../../../rules/upload';

/** A zip ready to upload, or the reason there is none. */
export type PreparedUpload =
  | { kind: 'ok'; zip: Blob; skipped: number; rootFolder: string | null }
  | { kind: 'problem'; problem: UploadProblem };

const problem = (value: UploadProblem): PreparedUpload => ({ kind: 'problem', problem: value });

// Deflated entries of a read zip are copied as they are (jszip only recompresses entries stored another way).
const OUTPUT = { type: 'blob', compression: 'DEFLATE', mimeType: 'application/zip' } as const;

/** jszip is fetched only when a file is chosen, so it never weighs on the wizard's first load. */
async function loadJsZip(): Promise<JSZip> {
  const { default: JSZipClass } = await import('jszip');
  return JSZipClass;
}

function sizeChecked(zip: Blob, limit: number, skipped: number, rootFolder: string | null): PreparedUpload {
  if (exceedsUploadLimit(zip.size, limit)) return problem({ kind: 'too-large', size: zip.size, limit });
  return { kind: 'ok', zip, skipped, rootFolder };
}

/**
 * A read entry under the name it has in the zip: jszip's own name drops '..' segments, which the checks must see.
 * jszip keeps that original name for files only; a folder entry is checked under jszip's name ('../' reads as '/').
 */
function entryOf(file: JSZip.JSZipObject): UploadEntry & { key: string } {
  return { key: file.name, path: file.unsafeOriginalName ?? file.name, isDirectory: file.dir, isSymlink: isSymlinkMode(file.unixPermissions) };
}

/**
 * Checks a chosen zip (rules 8 and 9): too large (before anything is read, so a zip of gigabytes never fills the
 * page's memory), unreadable, escaping or symbolic-link entries, nothing left after the skip list. A zip without
 * skipped entries is uploaded as it is; otherwise the skipped entries are removed and the rest written to a new zip.
 */
export async function prepareZipUpload(file: Blob, limit: number): Promise<PreparedUpload> {
  if (exceedsUploadLimit(file.size, limit)) return problem({ kind: 'too-large', size: file.size, limit });
  const JSZipClass = await loadJsZip();
  let zip: JSZip;
  try {
    zip = await JSZipClass.loadAsync(await file.arrayBuffer());
  } catch {
    return problem({ kind: 'not-zip' });
  }
  // Files first: jszip keeps the original name of files only, so an escape is named by a file when there is one.
  const entries = Object.values(zip.files)
    .map(entryOf)
    .sort((a, b) => Number(a.isDirectory) - Number(b.isDirectory));
  const check = checkUploadEntries(entries);
  if (check.kind === 'escape' || check.kind === 'symlink') return problem({ kind: check.kind, path: check.path });
  if (check.kind === 'empty') return problem({ kind: 'empty-zip' });
  if (check.skipped === 0) return sizeChecked(file, limit, 0, check.rootFolder);
  const kept = new Set(check.kept.map((entry) => entry.path));
  for (const entry of entries) if (!kept.has(entry.path)) zip.remove(entry.key);
  return sizeChecked(await zip.generateAsync(OUTPUT), limit, check.skipped, check.rootFolder);
}

/** Where a picked or dropped file sits in its folder ('site/css/a.css'); a lone file is just its name. */
function relativePathOf(file: File): string {
  return file.webkitRelativePath || file.name;
}

/** jszip writes a date's UTC fields, while zip tools show them as local time: shift so the zip shows the file's time. */
function zipDateOf(file: File): Date {
  return new Date(file.lastModified - new Date(file.lastModified).getTimezoneOffset() * 60_000);
}

/**
 * Zips a chosen folder in the browser (rule 9 applied): the folder's own name is left out, so its content lands at
 * the top of the zip. A relative path that is absolute or has a '..' segment refuses the folder, named as the browser
 * gave it; no file, or only skipped ones, gives 'No file selected'. A browser's File carries no file type, so a
 * symbolic link inside a picked folder cannot be told from what it points to here (a zip's entry can: see
 * prepareZipUpload).
 */
export async function prepareFolderUpload(files: readonly File[], limit: number): Promise<PreparedUpload> {
  if (files.length === 0) return problem({ kind: 'no-file' });
  const paths = files.map(relativePathOf);
  // Checked before the top folder is cut off, which would turn '../site/a' into 'site/a'.
  const escaping = paths.find(isEscapingPath);
  if (escaping !== undefined) return problem({ kind: 'escape', path: escaping });
  const root = commonRootFolder(paths);
  const inner = root ? paths.map((path) => path.slice(root.length + 1)) : paths;
  const check = checkUploadEntries(inner.map((path) => ({ path, isDirectory: false })));
  if (check.kind === 'escape' || check.kind === 'symlink') return problem({ kind: check.kind, path: check.path });
  if (check.kind === 'empty') return problem({ kind: 'no-file' });
  const kept = new Set(check.kept.map((entry) => entry.path));
  const JSZipClass = await loadJsZip();
  const zip = new JSZipClass();
  for (const [index, path] of inner.entries()) {
    const file = files[index];
    if (!file || !kept.has(path)) continue;
    zip.file(path, await file.arrayBuffer(), { date: zipDateOf(file), createFolders: false });
  }
  return sizeChecked(await zip.generateAsync(OUTPUT), limit, check.skipped, null);
}
