import { useRef } from 'react';
import { Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, isolateLtr } from '@hostdeck/ui';
import { Printer } from 'lucide-react';
import { useT } from '../../../i18n/i18n-provider';

/** A printed invoice: its number and the complete HTML document the print endpoint answered. */
export interface InvoicePrintView {
  number: string;
  html: string;
}

export interface InvoicePrintDialogProps {
  view: InvoicePrintView | null;
  onClose: () => void;
}

/*
 * The document is the server's HTML: it lives only inside a sandboxed frame, never in the page's own DOM. The frame
 * may not run scripts; allow-same-origin lets the page call the frame's print(), and allow-modals lets that print
 * dialog open. The browser prints the frame alone, so its print CSS (A4, one invoice per page) applies as written.
 */
const SANDBOX = 'allow-same-origin allow-modals';

/**
 * A srcdoc frame inherits the page's Content-Security-Policy, and the recommended one (style-src 'self') blocks the
 * document's inline <style>: the same rules adopted as a constructable stylesheet are allowed, so the invoice keeps its
 * print CSS under any policy. Where the inline style applied already, the adopted copy changes nothing.
 */
export function adoptInlineStyles(frame: HTMLIFrameElement): void {
  const doc = frame.contentDocument;
  const view = doc?.defaultView;
  if (!doc || !view || !('adoptedStyleSheets' in doc)) return;
  const css = [...doc.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  if (css.trim() === '') return;
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}

/** The print-friendly view of an invoice, full size, with a Print button that prints the document alone. */
export function InvoicePrintDialog({ view, onClose }: InvoicePrintDialogProps) {
  const { t } = useT('team-history');
  const frameRef = useRef<HTMLIFrameElement>(null);
  const number = isolateLtr(view?.number ?? '');
  return (
    <Dialog open={view !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent hideClose className="h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-5xl">
        <DialogHeader>
          <DialogTitle>{t('print.title', { number })}</DialogTitle>
          <DialogDescription>{t('print.description')}</DialogDescription>
        </DialogHeader>
        <div className="min-h-0 flex-1 px-6">
          {view && <iframe ref={frameRef} title={t('print.frame', { number })} srcDoc={view.html} sandbox={SANDBOX} onLoad={(event) => adoptInlineStyles(event.currentTarget)} className="size-full rounded-md border border-border bg-muted" />}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('print.close')}</Button>
          </DialogClose>
          <Button onClick={() => frameRef.current?.contentWindow?.print()}>
            <Printer aria-hidden />
            {t('print.print')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
