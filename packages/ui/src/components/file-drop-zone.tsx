import { useRef, useState, type ChangeEvent, type ComponentProps, type DragEvent } from 'react';
import { Upload } from 'lucide-react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../i18n/ui-strings-provider';
import type { UiStringKey } from '../i18n/strings';
import { buttonVariants } from './button';
import { detectDragKind, isUploadKind, type DragKind, type UploadKind } from './drag-kind';
import { inspectDrop, readDroppedFolder } from './read-dropped-folder';

const MESSAGES: Record<DragKind, UiStringKey> = {
  none: 'dropHere', zip: 'dropZip', directory: 'dropDirectory', other: 'dropOther', multiple: 'dropMultiple',
};

export interface FileDropZoneProps extends Omit<ComponentProps<'div'>, 'children' | 'onDrop'> {
  /** Called with the dropped zip file, or every file of the dropped folder (with its webkitRelativePath). */
  onDropFiles: (files: File[], kind: UploadKind) => void;
  /** Called with the files picked through the "choose" buttons. */
  onSelectFiles: (files: File[], kind: UploadKind) => void;
  /** Called whenever the kind of the dragged content changes, and with 'none' when the drag ends. */
  onDragKindChange?: (kind: DragKind) => void;
  /** Ignores drags and disables the choose buttons. */
  isDisabled?: boolean;
}

/** A dashed area that takes one zip file or one folder, by drag and drop or through two picker buttons. */
export function FileDropZone({ onDropFiles, onSelectFiles, onDragKindChange, isDisabled = false, className, ...props }: FileDropZoneProps) {
  const t = useUiStrings();
  const [dragKind, setDragKind] = useState<DragKind>('none');
  // A refused drop keeps saying why until the next drag.
  const [refusedKind, setRefusedKind] = useState<DragKind>('none');
  const shownKind = dragKind === 'none' ? refusedKind : dragKind;

  // Drag-over events arrive faster than React re-renders, so the last reported kind lives in a ref.
  const reportedKind = useRef<DragKind>('none');
  const updateDragKind = (kind: DragKind) => {
    if (kind === reportedKind.current) return;
    reportedKind.current = kind;
    setDragKind(kind);
    onDragKindChange?.(kind);
  };

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    // Cancelling drag-over also stops the browser from opening a file dropped on a disabled zone.
    event.preventDefault();
    if (isDisabled) {
      event.dataTransfer.dropEffect = 'none';
      return;
    }
    event.dataTransfer.dropEffect = 'copy';
    if (event.type === 'dragenter') setRefusedKind('none');
    updateDragKind(detectDragKind(Array.from(event.dataTransfer.items)));
  };

  const handleDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    updateDragKind('none');
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (isDisabled) return;
    // Entries are only readable during the drop event itself; reading the folder can finish later.
    const { kind, folder } = inspectDrop(Array.from(event.dataTransfer.items));
    const files = Array.from(event.dataTransfer.files);
    updateDragKind('none');
    if (!isUploadKind(kind)) {
      setRefusedKind(kind);
      return;
    }
    if (kind === 'directory' && folder) {
      readDroppedFolder(folder).then(
        (folderFiles) => onDropFiles(folderFiles, kind),
        () => onDropFiles(files, kind),
      );
    } else {
      onDropFiles(files, kind);
    }
  };

  const handleSelect = (kind: UploadKind) => (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Clearing lets the same file be picked again.
    event.currentTarget.value = '';
    setRefusedKind('none');
    if (files.length > 0) onSelectFiles(files, kind);
  };

  const chooseClassName = cn(
    buttonVariants({ variant: 'outline', size: 'md' }),
    'relative has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
    isDisabled && 'pointer-events-none',
  );

  return (
    <div
      data-slot="file-drop-zone"
      data-drag-kind={dragKind}
      data-disabled={isDisabled || undefined}
      className={cn(
        'flex flex-col items-center justify-center gap-4 rounded-lg border-2 border-dashed border-input bg-background p-6 text-center transition-colors',
        (dragKind === 'zip' || dragKind === 'directory') && 'border-primary bg-primary/5',
        (shownKind === 'other' || shownKind === 'multiple') && 'border-destructive',
        isDisabled && 'opacity-60',
        className,
      )}
      onDragEnter={handleDragOver}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
      {...props}
    >
      <Upload aria-hidden className="size-8 text-muted-foreground" />
      <p
        data-slot="file-drop-zone-message"
        role="status"
        aria-live="polite"
        className={cn('text-sm font-medium', shownKind === 'other' || shownKind === 'multiple' ? 'text-destructive' : 'text-foreground')}
      >
        {t(MESSAGES[shownKind])}
      </p>
      <div data-slot="file-drop-zone-actions" className="flex flex-wrap justify-center gap-2">
        {/* Labels wrapping the real file inputs: the inputs stay focusable and open the picker with Enter or Space. */}
        <label data-slot="file-drop-zone-choose" data-kind="zip" className={chooseClassName}>
          <input type="file" accept=".zip,application/zip,application/x-zip-compressed" className="sr-only" disabled={isDisabled} onChange={handleSelect('zip')} />
          {t('chooseZip')}
        </label>
        <label data-slot="file-drop-zone-choose" data-kind="directory" className={chooseClassName}>
          <input type="file" multiple ref={setDirectoryAttribute} className="sr-only" disabled={isDisabled} onChange={handleSelect('directory')} />
          {t('chooseFolder')}
        </label>
      </div>
    </div>
  );
}

// React's input types lack webkitdirectory.
function setDirectoryAttribute(input: HTMLInputElement | null) {
  input?.setAttribute('webkitdirectory', '');
}
