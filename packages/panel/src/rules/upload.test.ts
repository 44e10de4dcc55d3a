import { describe, expect, it } from 'vitest';
import {
  UPLOAD_MESSAGE_STATES,
  UPLOAD_SKIPPED_NAMES,
  canApplyUpload,
  checkUploadEntries,
  commonRootFolder,
  exceedsUploadLimit,
  isEscapingPath,
  isSkippedUploadPath,
  isSymlinkMode,
  uploadMessageState,
  uploadPercent,
  type UploadEntry,
  type UploadStatus,
} from './upload';

const file = (path: string): UploadEntry => ({ path, isDirectory: false });
const folder = (path: string): UploadEntry => ({ path, isDirectory: true });

describe('the skip list (rule 9)', () => {
  it('holds exactly the names of the spec', () => {
    expect([...UPLOAD_SKIPPED_NAMES].sort()).toEqual(
      ['__pycache__', '.bundle', '.npm', '.yarn', '.git', '.vs', '.vscode', '.idea', '.ipynb_checkpoints', '.cache', '.sass-cache', '.htaccess', '.DS_Store', 'Thumbs.db', 'desktop.ini'].sort(),
    );
  });

  it.each(UPLOAD_SKIPPED_NAMES.flatMap((name) => [[name], [`${name}/inner.txt`], [`site/${name}`], [`site/deep/${name}/x`], [`site\\${name}\\x`]]))('skips %s', (path) => {
    expect(isSkippedUploadPath(path)).toBe(true);
  });

  it.each([
    ['index.html'],
    ['.gitignore'],
    ['.github/workflows/ci.yml'],
    ['my.git/readme'],
    ['.cache-loader/x'],
    ['thumbs.db.bak'],
    ['src/__pycache__old/x.py'],
    ['.env'],
    ['.htaccess.example'],
    ['public/.well-known/x'],
  ])('keeps %s', (path) => {
    expect(isSkippedUploadPath(path)).toBe(false);
  });
});

describe('isEscapingPath', () => {
  it.each([['../x'], ['..'], ['a/../../x'], ['a/..'], ['/etc/x'], ['/'], ['\\evil'], ['a\\..\\..\\x'], ['C:/x'], ['c:\\windows\\x']])('%s escapes the folder', (path) => {
    expect(isEscapingPath(path)).toBe(true);
  });

  it.each([['x'], ['a/b/c.txt'], ['..hidden'], ['a/..b/c'], ['a/b../c'], ['./x'], ['dir/'], ['C/x']])('%s stays inside', (path) => {
    expect(isEscapingPath(path)).toBe(false);
  });
});

describe('checkUploadEntries (rules 8 and 9)', () => {
  it('refuses an empty entry list', () => {
    expect(checkUploadEntries([])).toEqual({ kind: 'empty' });
  });

  it('refuses folders without files', () => {
    expect(checkUploadEntries([folder('site/'), folder('site/css/')])).toEqual({ kind: 'empty' });
  });

  it('refuses a zip whose only files are skipped', () => {
    expect(checkUploadEntries([folder('.git/'), file('.git/HEAD'), file('.DS_Store')])).toEqual({ kind: 'empty' });
  });

  it.each([['../x'], ['/etc/x'], ['site/../../x'], ['C:\\x']])('refuses the whole zip for %s, naming the entry', (path) => {
    expect(checkUploadEntries([file('index.html'), file(path), file('b.html')])).toEqual({ kind: 'escape', path });
  });

  it('checks escapes before skips: a skipped name outside the folder is still refused', () => {
    expect(checkUploadEntries([file('index.html'), file('../.git/config')])).toEqual({ kind: 'escape', path: '../.git/config' });
  });

  it('counts each skipped file or folder once and keeps the rest', () => {
    const result = checkUploadEntries([
      file('index.html'),
      folder('.git/'),
      file('.git/HEAD'),
      file('.git/objects/ab/cd'),
      file('.DS_Store'),
      file('css/.DS_Store'),
      file('css/site.css'),
      file('app/__pycache__/a.pyc'),
      file('app/__pycache__/b.pyc'),
    ]);
    expect(result).toEqual({ kind: 'ok', kept: [file('index.html'), file('css/site.css')], skipped: 4, rootFolder: null });
  });

  it('counts nothing when nothing is skipped', () => {
    expect(checkUploadEntries([file('a.txt')])).toEqual({ kind: 'ok', kept: [file('a.txt')], skipped: 0, rootFolder: null });
  });

  it('names the one top folder every kept file lies in', () => {
    expect(checkUploadEntries([folder('site/'), file('site/index.html'), file('site/css/a.css'), file('.DS_Store')])).toMatchObject({ kind: 'ok', rootFolder: 'site', skipped: 1 });
  });
});

describe('isSymlinkMode: a zip entry whose Unix mode is a symbolic link', () => {
  it.each<[number | string | null | undefined, boolean]>([
    [0o120777, true],
    [0o120755, true],
    [0o120000, true],
    ['120777', true],
    [0o100644, false],
    [0o100755, false],
    [0o040755, false],
    // A socket shares the link's bits and has more: the whole type field decides.
    [0o140755, false],
    [0o644, false],
    ['644', false],
    [0, false],
    [null, false],
    [undefined, false],
    ['not octal', false],
  ])('%j: %s', (mode, expected) => {
    expect(isSymlinkMode(mode)).toBe(expected);
  });
});

describe('checkUploadEntries refuses symbolic links, naming the entry', () => {
  const link = (path: string): UploadEntry => ({ path, isDirectory: false, isSymlink: true });

  it.each([
    ['a link at the top', [file('index.html'), link('config.php')], 'config.php'],
    ['a link deep in a folder', [folder('site/'), file('site/index.html'), link('site/uploads/passwd')], 'site/uploads/passwd'],
    ['a link inside a skipped folder', [file('index.html'), link('.git/hooks/post-checkout')], '.git/hooks/post-checkout'],
    ['the first of two links', [link('a'), file('index.html'), link('b')], 'a'],
  ])('%s', (_name, entries, path) => {
    expect(checkUploadEntries(entries)).toEqual({ kind: 'symlink', path });
  });

  it('names an escaping path before a link', () => {
    expect(checkUploadEntries([link('a'), file('../b')])).toEqual({ kind: 'escape', path: '../b' });
  });

  it('keeps entries that are no links', () => {
    expect(checkUploadEntries([{ ...file('a.txt'), isSymlink: false }])).toMatchObject({ kind: 'ok', skipped: 0 });
  });
});

describe('commonRootFolder', () => {
  it.each([
    [['site/a', 'site/b/c'], 'site'],
    [['site/a'], 'site'],
    [['site/a', 'other/b'], null],
    [['site/a', 'b'], null],
    [['a'], null],
    [[], null],
  ] as const)('%j -> %s', (paths, expected) => {
    expect(commonRootFolder(paths)).toBe(expected);
  });
});

describe('exceedsUploadLimit (rule 8)', () => {
  const MB = 1024 * 1024;
  it.each([
    [100 * MB, 100 * MB, false],
    [100 * MB + 1, 100 * MB, true],
    [100 * MB - 1, 100 * MB, false],
    [0, 100 * MB, false],
    [5 * MB, 0, false],
  ])('%d bytes against %d is too large: %s', (size, limit, expected) => {
    expect(exceedsUploadLimit(size, limit)).toBe(expected);
  });
});

describe('the message state and Apply', () => {
  it.each<[UploadStatus, string]>([
    [{ kind: 'idle' }, 'info'],
    [{ kind: 'preparing' }, 'primary'],
    [{ kind: 'uploading', loaded: 1, total: 2 }, 'primary'],
    [{ kind: 'checking' }, 'primary'],
    [{ kind: 'uploaded', path: '/tmp/x/repo.zip', skipped: 0 }, 'success'],
    [{ kind: 'repo-ok' }, 'success'],
    [{ kind: 'archive-ok' }, 'success'],
    [{ kind: 'deploy-key-confirmed' }, 'success'],
    [{ kind: 'repo-problem', message: 'Not found', hint: 'Check it' }, 'warning'],
    [{ kind: 'deploy-key' }, 'warning'],
    [{ kind: 'upload-error', problem: { kind: 'empty-zip' } }, 'error'],
    [{ kind: 'url-invalid' }, 'error'],
  ])('%j is %s', (status, state) => {
    expect(uploadMessageState(status)).toBe(state);
  });

  it.each(UPLOAD_MESSAGE_STATES.flatMap((state) => [[state, 'php-laravel.yml'], [state, ''], [state, null]] as const))('state %s with framework %j', (state, framework) => {
    expect(canApplyUpload(state, framework)).toBe(state === 'success' && framework === 'php-laravel.yml');
  });
});

describe('uploadPercent', () => {
  it.each([
    [0, 0, 0],
    [5, 0, 0],
    [0, 10, 0],
    [5, 10, 50],
    [1, 3, 33],
    [10, 10, 100],
    [11, 10, 100],
  ])('%d of %d is %d%%', (loaded, total, percent) => {
    expect(uploadPercent(loaded, total)).toBe(percent);
  });
});
