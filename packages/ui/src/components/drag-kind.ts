/** What is being dragged over a drop zone, judged from the item list the browser exposes during drag-over. */
export type DragKind = 'zip' | 'directory' | 'other' | 'multiple' | 'none';

/** The kinds a drop zone accepts; the others are refused. */
export type UploadKind = Extract<DragKind, 'zip' | 'directory'>;

/** The part of a DataTransferItem that is readable while dragging. */
export interface DragItemLike {
  kind: string;
  type: string;
}

// Windows browsers report zip files as application/x-zip-compressed.
const ZIP_TYPES = new Set(['application/zip', 'application/x-zip-compressed']);

/**
 * Classifies a drag from its items: one zip file, one folder (browsers give folders an empty type),
 * several files, anything else, or nothing. Non-file items (text, links) travel beside dragged files in
 * some apps, so only the file items decide.
 */
export function detectDragKind(items: ReadonlyArray<DragItemLike>): DragKind {
  if (items.length === 0) return 'none';
  const files = items.filter((item) => item.kind === 'file');
  if (files.length > 1) return 'multiple';
  const [file] = files;
  if (!file) return 'other';
  const type = file.type.trim().toLowerCase();
  if (ZIP_TYPES.has(type)) return 'zip';
  if (type === '') return 'directory';
  return 'other';
}

/** Whether a drop of this kind is accepted. */
export function isUploadKind(kind: DragKind): kind is UploadKind {
  return kind === 'zip' || kind === 'directory';
}
