import type { ComponentProps, ReactNode } from 'react';
import { X } from 'lucide-react';
import { useT } from '@hostdeck/panel';
import { Dialog, DialogClose, DialogContent, DialogTitle, IconButton } from '@hostdeck/ui';
import { APP_TITLE, LogoMark } from './logo';

export interface NavSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the sheet has closed (Radix's own choice is prevented). */
  onCloseAutoFocus: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
  children: ReactNode;
}

/** The navigation on narrow screens: a modal panel sliding in from the start edge, closed by its button or Escape. */
export function NavSheet({ open, onOpenChange, onCloseAutoFocus, children }: NavSheetProps) {
  const { t } = useT('shell');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        hideClose
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        data-slot="nav-sheet"
        className="inset-y-0 start-0 end-auto m-0 h-dvh max-h-none w-72 max-w-[85vw] gap-0 rounded-none border-0 border-e py-0 lg:hidden"
      >
        <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b ps-3 pe-2">
          <DialogTitle className="flex min-w-0 items-center gap-2">
            <LogoMark />
            <span className="truncate">{APP_TITLE}</span>
          </DialogTitle>
          <DialogClose asChild>
            <IconButton label={t('layout.closeMenu')} icon={<X aria-hidden />} className="size-11" />
          </DialogClose>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-3">{children}</div>
      </DialogContent>
    </Dialog>
  );
}
