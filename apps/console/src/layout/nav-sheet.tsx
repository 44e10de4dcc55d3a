import type { ComponentProps, ReactNode } from 'react';
import { useT } from '@hostdeck/panel';
import { Sheet, SheetBody, SheetContent, SheetHeader, SheetTitle } from '@hostdeck/ui';
import { APP_TITLE, LogoMark } from './logo';

export interface NavSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the sheet has closed (Radix's own choice is prevented). */
  onCloseAutoFocus: ComponentProps<typeof SheetContent>['onCloseAutoFocus'];
  children: ReactNode;
}

// The close button rather than the first link takes focus: an Enter pressed at once must not leave the page.
function focusCloseButton(event: Event) {
  event.preventDefault();
  (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-slot="sheet-close-button"]')?.focus();
}

/** The navigation on narrow screens: a sheet at the start edge, closed by its button or Escape. */
export function NavSheet({ open, onOpenChange, onCloseAutoFocus, children }: NavSheetProps) {
  const { t } = useT('shell');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="start"
        size="sm"
        closeLabel={t('layout.closeMenu')}
        aria-describedby={undefined}
        onOpenAutoFocus={focusCloseButton}
        onCloseAutoFocus={onCloseAutoFocus}
        className="lg:hidden"
      >
        <SheetHeader className="ps-3">
          <SheetTitle className="flex min-w-0 items-center gap-2 text-lg">
            <LogoMark />
            <span className="truncate">{APP_TITLE}</span>
          </SheetTitle>
        </SheetHeader>
        <SheetBody className="p-3">{children}</SheetBody>
      </SheetContent>
    </Sheet>
  );
}
