import { describe, expect, it } from 'vitest';
import { detectDragKind, isUploadKind, type DragItemLike, type DragKind } from './drag-kind';

const file = (type: string): DragItemLike => ({ kind: 'file', type });
const text = (type = 'text/plain'): DragItemLike => ({ kind: 'string', type });

describe('detectDragKind', () => {
  it.each<[string, DragItemLike[], DragKind]>([
    ['nothing', [], 'none'],
    ['one zip file', [file('application/zip')], 'zip'],
    ['one zip file from Windows', [file('application/x-zip-compressed')], 'zip'],
    ['a zip type in capitals', [file('Application/ZIP')], 'zip'],
    ['one folder (empty type)', [file('')], 'directory'],
    ['a folder whose type is only spaces', [file('  ')], 'directory'],
    ['one image', [file('image/png')], 'other'],
    ['one tarball', [file('application/gzip')], 'other'],
    ['a type that merely contains zip', [file('application/zipper')], 'other'],
    ['one text item only', [text()], 'other'],
    ['several text items only', [text(), text('text/uri-list')], 'other'],
    ['a string item with a zip type', [text('application/zip')], 'other'],
    ['an unknown item kind', [{ kind: 'blob', type: 'application/zip' }], 'other'],
    ['two zip files', [file('application/zip'), file('application/zip')], 'multiple'],
    ['two folders', [file(''), file('')], 'multiple'],
    ['a zip and a folder', [file('application/zip'), file('')], 'multiple'],
    ['three mixed files', [file('image/png'), file(''), file('text/plain')], 'multiple'],
    ['a zip beside a link', [text('text/uri-list'), file('application/zip')], 'zip'],
    ['a folder beside text', [file(''), text()], 'directory'],
    ['an image beside text', [file('image/png'), text()], 'other'],
    ['two files beside text', [file(''), text(), file('application/zip')], 'multiple'],
  ])('%s', (_name, items, expected) => {
    expect(detectDragKind(items)).toBe(expected);
  });
});

describe('isUploadKind', () => {
  it.each<[DragKind, boolean]>([
    ['zip', true],
    ['directory', true],
    ['other', false],
    ['multiple', false],
    ['none', false],
  ])('%s -> %s', (kind, expected) => {
    expect(isUploadKind(kind)).toBe(expected);
  });
});
