import { detectDragKind, type DragKind } from './drag-kind';

/** What a drop holds, as far as the drop event itself reveals it. */
export interface DropContents {
  /** The kind of the drop, with a type-less file told apart from a folder. */
  kind: DragKind;
  /** The dropped folder, when the drop is one folder and the browser exposes its entry. */
  folder: FileSystemDirectoryEntry | null;
}

/** Classifies a drop; call it during the drop event, as entries are only readable then. */
export function inspectDrop(items: ReadonlyArray<DataTransferItem>): DropContents {
  const fileItem = items.find((item) => item.kind === 'file');
  const entry = fileItem?.webkitGetAsEntry() ?? null;
  let kind = detectDragKind(items);
  // A file without a type (a Makefile) looks like a folder until the drop reveals what it is.
  if (kind === 'directory' && entry?.isFile) kind = 'other';
  const folder = kind === 'directory' && entry && isDirectoryEntry(entry) ? entry : null;
  return { kind, folder };
}

function isDirectoryEntry(entry: FileSystemEntry): entry is FileSystemDirectoryEntry {
  return entry.isDirectory;
}

function isFileEntry(entry: FileSystemEntry): entry is FileSystemFileEntry {
  return entry.isFile;
}

/** Every file below a dropped folder, each given the path a folder picker would report. */
export async function readDroppedFolder(directory: FileSystemDirectoryEntry): Promise<File[]> {
  const reader = directory.createReader();
  const entries: FileSystemEntry[] = [];
  // readEntries answers in batches (100 in Chrome) until it returns an empty one.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) break;
    entries.push(...batch);
  }
  const nested = await Promise.all(
    entries.map(async (entry) => {
      if (isDirectoryEntry(entry)) return readDroppedFolder(entry);
      if (!isFileEntry(entry)) return [];
      const file = await new Promise<File>((resolve, reject) => entry.file(resolve, reject));
      Object.defineProperty(file, 'webkitRelativePath', { value: entry.fullPath.replace(/^\//, '') });
      return [file];
    }),
  );
  return nested.flat();
}
