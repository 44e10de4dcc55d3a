/**
 * The 'upload or clone' form's rules (host-area 4, 5 rules 8 and 9): which entries an upload skips, which entry
 * paths escape the folder, the zip checks, the message state and when Apply is enabled.
 */

/** Rule 9: files and folders left out of every upload, wherever they sit in the tree. */
export const UPLOAD_SKIPPED_NAMES = [
  '__pycache__',
  '.bundle',
  '.npm',
  '.yarn',
  '.git',
  '.vs',
  '.vscode',
  '.idea',
  '.ipynb_checkpoints',
  '.cache',
  '.sass-cache',
  '.htaccess',
  '.DS_Store',
  'Thumbs.db',
  'desktop.ini',
] as const;

const SKIPPED = new Set<string>(UPLOAD_SKIPPED_NAMES);

/** The message states of the upload form (host-area 4), which are also the Alert variants that show them. */
export const UPLOAD_MESSAGE_STATES = ['info', 'primary', 'success', 'warning', 'error'] as const;
export type UploadMessageState = (typeof UPLOAD_MESSAGE_STATES)[number];

function segmentsOf(path: string): string[] {
  return path.split(/[\\/]/);
}

/** Whether a path (file or folder, '/' or '\' separated) is, or lies inside, one of the skipped names. */
export function isSkippedUploadPath(path: string): boolean {
  return segmentsOf(path).some((segment) => SKIPPED.has(segment));
}

/** An entry path that would land outside the extracted folder: absolute, a drive path, or with a '..' segment. */
export function isEscapingPath(path: string): boolean {
  if (/^[\\/]/.test(path) || /^[a-z]:/i.test(path)) return true;
  return segmentsOf(path).includes('..');
}

const FILE_TYPE_MASK = 0o170000;
const SYMLINK_TYPE = 0o120000;

/**
 * Whether a zip entry's Unix mode (jszip's `unixPermissions`: the upper 16 bits of its external attributes, a number,
 * an octal string, or null for zips made elsewhere) marks a symbolic link. Extracted, a link can point anywhere on
 * the server, as an escaping path can.
 */
export function isSymlinkMode(mode: number | string | null | undefined): boolean {
  const value = typeof mode === 'string' ? Number.parseInt(mode, 8) : mode;
  return typeof value === 'number' && Number.isInteger(value) && (value & FILE_TYPE_MASK) === SYMLINK_TYPE;
}

/** One entry of a zip's directory: its path, whether it is a folder, and whether it is a symbolic link. */
export interface UploadEntry {
  path: string;
  isDirectory: boolean;
  isSymlink?: boolean;
}

/** The result of checking a zip's (or a folder's) entries before upload. */
export type UploadEntriesCheck =
  | { kind: 'ok'; kept: UploadEntry[]; skipped: number; rootFolder: string | null }
  | { kind: 'escape'; path: string }
  | { kind: 'symlink'; path: string }
  | { kind: 'empty' };

/**
 * Checks entries in order: one escaping path, then one symbolic link, refuses the whole upload (wherever it sits, a
 * skipped folder included); then skipped files and folders (rule 9) are counted (a skipped folder counts once,
 * however much it holds); no file left means the zip is empty ('No file found in the zip'). `rootFolder` names the
 * one top folder every kept file lies in, if there is one.
 */
export function checkUploadEntries(entries: readonly UploadEntry[]): UploadEntriesCheck {
  const escaping = entries.find((entry) => isEscapingPath(entry.path));
  if (escaping) return { kind: 'escape', path: escaping.path };
  const link = entries.find((entry) => entry.isSymlink === true);
  if (link) return { kind: 'symlink', path: link.path };
  const kept: UploadEntry[] = [];
  const skippedRoots = new Set<string>();
  for (const entry of entries) {
    const segments = segmentsOf(entry.path).filter(Boolean);
    const skipAt = segments.findIndex((segment) => SKIPPED.has(segment));
    if (skipAt < 0) kept.push(entry);
    else skippedRoots.add(segments.slice(0, skipAt + 1).join('/'));
  }
  const files = kept.filter((entry) => !entry.isDirectory);
  if (files.length === 0) return { kind: 'empty' };
  return { kind: 'ok', kept, skipped: skippedRoots.size, rootFolder: commonRootFolder(files.map((entry) => entry.path)) };
}

/** The single top-level folder all paths share ('site' for 'site/a', 'site/b/c'), or null. */
export function commonRootFolder(paths: readonly string[]): string | null {
  let root: string | null = null;
  for (const path of paths) {
    const segments = segmentsOf(path).filter(Boolean);
    const [first] = segments;
    if (segments.length < 2 || first === undefined) return null;
    if (root === null) root = first;
    else if (root !== first) return null;
  }
  return root;
}

/** Rule 8: the zip's (compressed) size must not exceed maxfilesizeupload; a non-positive limit means none is set. */
export function exceedsUploadLimit(size: number, limit: number): boolean {
  return limit > 0 && size > limit;
}

/** Why an upload did not happen, one kind per message of the error catalogue (host-area 8) plus refused entries. */
export type UploadProblem =
  | { kind: 'no-file' }
  | { kind: 'empty-zip' }
  | { kind: 'too-large'; size: number; limit: number }
  | { kind: 'escape'; path: string }
  | { kind: 'symlink'; path: string }
  | { kind: 'not-zip' }
  | { kind: 'failed-status'; status: number }
  | { kind: 'failed' }
  | { kind: 'aborted' };

/** Where the form stands: what the message area says and whether Apply may be pressed. */
export type UploadStatus =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | { kind: 'uploading'; loaded: number; total: number }
  | { kind: 'uploaded'; path: string; skipped: number }
  | { kind: 'upload-error'; problem: UploadProblem }
  | { kind: 'url-invalid' }
  | { kind: 'checking' }
  | { kind: 'repo-ok' }
  | { kind: 'archive-ok' }
  | { kind: 'repo-problem'; message: string; hint?: string }
  | { kind: 'deploy-key' }
  | { kind: 'deploy-key-confirmed' };

const STATE_OF: Record<UploadStatus['kind'], UploadMessageState> = {
  idle: 'info',
  preparing: 'primary',
  uploading: 'primary',
  checking: 'primary',
  uploaded: 'success',
  'repo-ok': 'success',
  'archive-ok': 'success',
  'deploy-key-confirmed': 'success',
  'repo-problem': 'warning',
  'deploy-key': 'warning',
  'upload-error': 'error',
  'url-invalid': 'error',
};

/** The message state of a status: checkRepo's ok is success, its message and hint a warning (host-area 4). */
export function uploadMessageState(status: UploadStatus): UploadMessageState {
  return STATE_OF[status.kind];
}

/** Host-area 4: Apply is enabled only when the message state is success and a framework is chosen. */
export function canApplyUpload(state: UploadMessageState, framework: string | null | undefined): boolean {
  return state === 'success' && Boolean(framework);
}

/** An upload in progress can be aborted; progress in whole percent (0 when the total is not known yet). */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** The deploy script's source for an uploaded zip: its path, plus the one top folder to move up when there is one. */
export function uploadSourceUrl(path: string, rootFolder: string | null): string {
  return rootFolder ? `${path}#${rootFolder}` : path;
}
