import JSZip from 'jszip';
import { describe, expect, it, vi } from 'vitest';
import { STREAMED_ARCHIVE, ZIP64_ARCHIVE, zipOfBase64 } from './upload-or-clone.fixtures';
import { prepareFolderUpload, prepareZipUpload } from './prepare-upload';

const MODIFIED = new Date(2025, 5, 1, 12, 30, 10);
const LIMIT = 1024 * 1024;

/** A zip holding exactly the given entries ('dir/' is a folder entry), in order, names as given. */
async function buildZip(files: Record<string, string>, comment?: string): Promise<Blob> {
  const zip = new JSZip();
  for (const [path, text] of Object.entries(files)) {
    if (path.endsWith('/')) zip.file(path, null, { dir: true, createFolders: false });
    else zip.file(path, text, { createFolders: false, date: MODIFIED });
  }
  return zip.generateAsync({ type: 'blob', compression: 'DEFLATE', comment });
}

/** Every entry of a zip with its text ('' for folders), each file checked against its CRC-32. */
async function contentsOf(zip: Blob): Promise<Record<string, string>> {
  const read = await JSZip.loadAsync(await zip.arrayBuffer(), { checkCRC32: true });
  const result: Record<string, string> = {};
  for (const entry of Object.values(read.files)) result[entry.name] = entry.dir ? '' : await entry.async('string');
  return result;
}

function folderFile(path: string, text: string): File {
  const file = new File([text], path.split('/').pop() ?? path, { lastModified: MODIFIED.getTime() });
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
}

describe('prepareZipUpload (rules 8 and 9)', () => {
  it.each<[string, Record<string, string>, unknown]>([
    ['an empty zip', {}, { kind: 'empty-zip' }],
    ['a zip of folders only', { 'site/': '', 'site/css/': '' }, { kind: 'empty-zip' }],
    ['a zip of skipped files only', { '.git/HEAD': 'ref', '.DS_Store': 'x' }, { kind: 'empty-zip' }],
    ['a parent-folder entry', { 'index.html': 'a', '../x': 'evil' }, { kind: 'escape', path: '../x' }],
    ['a parent-folder entry after its folder entry', { '../': '', '../evil.sh': 'x', 'index.html': 'a' }, { kind: 'escape', path: '../evil.sh' }],
    ['an absolute entry', { '/etc/x': 'evil', 'index.html': 'a' }, { kind: 'escape', path: '/etc/x' }],
    ['a nested parent-folder entry', { 'site/../../x': 'evil' }, { kind: 'escape', path: 'site/../../x' }],
    ['a backslash parent-folder entry', { 'index.html': 'a', 'site\\..\\..\\x': 'evil' }, { kind: 'escape', path: 'site\\..\\..\\x' }],
  ])('refuses %s', async (_name, files, expected) => {
    await expect(prepareZipUpload(await buildZip(files), LIMIT)).resolves.toEqual({ kind: 'problem', problem: expected });
  });

  it('refuses a file that is not a zip', async () => {
    await expect(prepareZipUpload(new Blob(['just text, long enough to look for an end record']), LIMIT)).resolves.toEqual({ kind: 'problem', problem: { kind: 'not-zip' } });
    await expect(prepareZipUpload(new Blob(['PK']), LIMIT)).resolves.toEqual({ kind: 'problem', problem: { kind: 'not-zip' } });
  });

  it('refuses a zip cut short', async () => {
    const zip = await buildZip({ 'index.html': 'a'.repeat(300) });
    await expect(prepareZipUpload(zip.slice(0, zip.size - 30), LIMIT)).resolves.toEqual({ kind: 'problem', problem: { kind: 'not-zip' } });
  });

  it('refuses a zip larger than maxfilesizeupload, with both sizes', async () => {
    const zip = await buildZip({ 'index.html': 'a' });
    await expect(prepareZipUpload(zip, zip.size - 1)).resolves.toEqual({ kind: 'problem', problem: { kind: 'too-large', size: zip.size, limit: zip.size - 1 } });
  });

  it('accepts a zip exactly at the limit, as it is', async () => {
    const zip = await buildZip({ 'index.html': 'a' });
    const result = await prepareZipUpload(zip, zip.size);
    expect(result).toEqual({ kind: 'ok', zip, skipped: 0, rootFolder: null });
    expect(result.kind === 'ok' && result.zip).toBe(zip);
  });

  it('names the one top folder of a code-hosting archive, which carries a comment', async () => {
    const zip = await buildZip({ 'shop-main/': '', 'shop-main/index.html': 'a', 'shop-main/css/site.css': 'b' }, '4f2c1e0');
    await expect(prepareZipUpload(zip, LIMIT)).resolves.toEqual({ kind: 'ok', zip, skipped: 0, rootFolder: 'shop-main' });
  });

  it('drops and counts skipped entries, keeping the other entries intact', async () => {
    const zip = await buildZip({
      'site/': '',
      'site/index.html': '<p>home</p>',
      'site/.git/': '',
      'site/.git/HEAD': 'ref: refs/heads/main',
      'site/.DS_Store': 'x',
      'site/app/__pycache__/a.pyc': 'bytecode',
      'site/app/main.py': 'print(1)'.repeat(100),
    });
    const result = await prepareZipUpload(zip, LIMIT);
    expect(result).toMatchObject({ kind: 'ok', skipped: 3, rootFolder: 'site' });
    if (result.kind !== 'ok') return;
    expect(result.zip.size).toBeLessThan(zip.size);
    expect(result.zip.type).toBe('application/zip');
    await expect(contentsOf(result.zip)).resolves.toEqual({ 'site/': '', 'site/index.html': '<p>home</p>', 'site/app/main.py': 'print(1)'.repeat(100) });
  });

  it('uploads the smaller zip left after skipping when the chosen zip fits', async () => {
    const zip = await buildZip({ 'index.html': 'a', '.git/objects/pack': 'x'.repeat(4000) + Math.random().toString(36).repeat(200) });
    const result = await prepareZipUpload(zip, zip.size);
    expect(result).toMatchObject({ kind: 'ok', skipped: 1 });
    expect(result.kind === 'ok' && result.zip.size).toBeLessThan(zip.size);
  });

  it('judges the chosen zip, not the one skipping would leave: over the limit is refused before reading', async () => {
    const zip = await buildZip({ 'index.html': 'a', '.git/objects/pack': 'x'.repeat(4000) + Math.random().toString(36).repeat(200) });
    await expect(prepareZipUpload(zip, zip.size - 1)).resolves.toEqual({ kind: 'problem', problem: { kind: 'too-large', size: zip.size, limit: zip.size - 1 } });
  });

  it('refuses a zip of gigabytes by its size without reading a byte of it', async () => {
    const GIB = 1024 ** 3;
    const huge = new Blob(['PK']);
    const read = vi.fn(() => {
      throw new Error('the file was read');
    });
    Object.defineProperties(huge, { size: { value: 3 * GIB }, arrayBuffer: { value: read }, stream: { value: read }, text: { value: read }, slice: { value: read } });
    await expect(prepareZipUpload(huge, 100 * 1024 ** 2)).resolves.toEqual({ kind: 'problem', problem: { kind: 'too-large', size: 3 * GIB, limit: 100 * 1024 ** 2 } });
    expect(read).not.toHaveBeenCalled();
  });

  it.each([
    ['a link at the top', { 'index.html': 'a', 'config.php': '/etc/passwd' }, 'config.php'],
    ['a link in a folder', { 'site/index.html': 'a', 'site/uploads/keys': '/home/other/.ssh' }, 'site/uploads/keys'],
    ['a link inside a skipped folder', { 'index.html': 'a', '.git/hooks/run': '/usr/bin/env' }, '.git/hooks/run'],
  ])('refuses %s (a Unix symbolic-link entry), naming it', async (_name, files, link) => {
    const zip = new JSZip();
    for (const [path, text] of Object.entries(files)) zip.file(path, text, { unixPermissions: path === link ? 0o120777 : 0o100644 });
    const blob = await zip.generateAsync({ type: 'blob', platform: 'UNIX' });
    await expect(prepareZipUpload(blob, LIMIT)).resolves.toEqual({ kind: 'problem', problem: { kind: 'symlink', path: link } });
  });

  it('accepts a Unix zip of plain files and folders', async () => {
    const zip = new JSZip();
    zip.file('site/run.sh', 'echo hi', { unixPermissions: 0o100755 });
    zip.file('site/index.html', 'a', { unixPermissions: 0o100644 });
    const blob = await zip.generateAsync({ type: 'blob', platform: 'UNIX' });
    await expect(prepareZipUpload(blob, LIMIT)).resolves.toEqual({ kind: 'ok', zip: blob, skipped: 0, rootFolder: 'site' });
  });

  it.each([
    ['a ZIP64 archive', ZIP64_ARCHIVE],
    ['an archive with data descriptors', STREAMED_ARCHIVE],
  ])('reads %s with UTF-8 names, dropping skipped entries', async (_name, base64) => {
    const result = await prepareZipUpload(zipOfBase64(base64), LIMIT);
    expect(result).toMatchObject({ kind: 'ok', skipped: 1, rootFolder: 'site' });
    if (result.kind !== 'ok') return;
    await expect(contentsOf(result.zip)).resolves.toEqual({ 'site/': '', 'site/index.html': '<h1>Hi</h1>\n', 'site/café.html': '<p>menu</p>' });
  });
});

describe('prepareFolderUpload', () => {
  it('says no file was selected for nothing chosen', async () => {
    await expect(prepareFolderUpload([], LIMIT)).resolves.toEqual({ kind: 'problem', problem: { kind: 'no-file' } });
  });

  it('says no file was selected when every file is skipped', async () => {
    await expect(prepareFolderUpload([folderFile('site/.DS_Store', 'x'), folderFile('site/.git/HEAD', 'ref')], LIMIT)).resolves.toEqual({ kind: 'problem', problem: { kind: 'no-file' } });
  });

  it('zips the folder content without the folder name, skipping and counting rule 9 entries', async () => {
    const files = [
      folderFile('mysite/index.html', '<h1>Hi</h1>'),
      folderFile('mysite/css/site.css', 'body{}'),
      folderFile('mysite/.git/HEAD', 'ref'),
      folderFile('mysite/.git/config', '[core]'),
      folderFile('mysite/.vscode/settings.json', '{}'),
      folderFile('mysite/Thumbs.db', 'x'),
      folderFile('mysite/menü/café.html', '<p>menu</p>'),
    ];
    const result = await prepareFolderUpload(files, LIMIT);
    expect(result).toMatchObject({ kind: 'ok', skipped: 3, rootFolder: null });
    if (result.kind !== 'ok') return;
    expect(result.zip.type).toBe('application/zip');
    await expect(contentsOf(result.zip)).resolves.toEqual({ 'index.html': '<h1>Hi</h1>', 'css/site.css': 'body{}', 'menü/café.html': '<p>menu</p>' });
  });

  it("dates each entry with the file's local modification time, as zip tools show it", async () => {
    const result = await prepareFolderUpload([folderFile('site/a.txt', 'a')], LIMIT);
    if (result.kind !== 'ok') throw new Error('no zip');
    const entry = (await JSZip.loadAsync(await result.zip.arrayBuffer())).file('a.txt');
    // jszip reads a zip's date fields as UTC.
    expect([entry?.date.getUTCFullYear(), entry?.date.getUTCMonth(), entry?.date.getUTCDate(), entry?.date.getUTCHours(), entry?.date.getUTCMinutes()]).toEqual([2025, 5, 1, 12, 30]);
  });

  it.each([
    ['a parent folder as its top', ['../site/index.html', '../site/a.css'], '../site/index.html'],
    ['a parent folder inside it', ['site/index.html', 'site/../../x'], 'site/../../x'],
    ['absolute paths', ['/etc/passwd', '/etc/hosts'], '/etc/passwd'],
  ])('refuses a folder with %s, naming the entry as given, before reading a file', async (_name, paths, named) => {
    const files = paths.map((path) => folderFile(path, 'x'));
    const reads = files.map((file) => vi.spyOn(file, 'arrayBuffer'));
    await expect(prepareFolderUpload(files, LIMIT)).resolves.toEqual({ kind: 'problem', problem: { kind: 'escape', path: named } });
    for (const read of reads) expect(read).not.toHaveBeenCalled();
  });

  it('refuses a folder whose zip exceeds the limit', async () => {
    const result = await prepareFolderUpload([folderFile('site/a.txt', Math.random().toString(36).repeat(50))], 10);
    expect(result).toMatchObject({ kind: 'problem', problem: { kind: 'too-large', limit: 10 } });
  });
});
