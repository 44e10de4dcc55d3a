import type { ReactNode } from 'react';
import { useT } from '@hostdeck/panel';
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from '@hostdeck/ui';

export interface ShortcutSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Key({ children }: { children: ReactNode }) {
  return (
    <kbd className="inline-flex min-w-6 items-center justify-center rounded-sm border bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground">
      {children}
    </kbd>
  );
}

/** The list of keyboard shortcuts, opened with '?'. */
export function ShortcutSheet({ open, onOpenChange }: ShortcutSheetProps) {
  const { t } = useT('shell');
  const shortcuts: { id: string; keys: ReactNode; label: string }[] = [
    {
      id: 'palette',
      keys: (
        <>
          <Key>Ctrl</Key> / <Key>⌘</Key> + <Key>K</Key>
        </>
      ),
      label: t('shortcuts.openPalette'),
    },
    { id: 'help', keys: <Key>?</Key>, label: t('shortcuts.showHelp') },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined} data-slot="shortcut-sheet">
        <DialogHeader>
          <DialogTitle>{t('shortcuts.title')}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-3">
            {shortcuts.map((shortcut) => (
              <div key={shortcut.id} className="contents">
                <dt dir="ltr" className="flex items-center gap-1 whitespace-nowrap text-muted-foreground">
                  {shortcut.keys}
                </dt>
                <dd>{shortcut.label}</dd>
              </div>
            ))}
          </dl>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
