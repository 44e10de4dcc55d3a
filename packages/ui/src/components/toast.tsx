import { useSyncExternalStore, type ComponentProps } from 'react';
import { Toaster as Sonner } from 'sonner';
import { CircleAlert, CircleCheck, CircleX, Info, LoaderCircle } from 'lucide-react';
import { useUiStrings } from '../i18n/ui-strings-provider';

export { toast } from 'sonner';

type Direction = 'ltr' | 'rtl';

function subscribeToDir(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/** The page's reading direction, kept current when the app switches language. */
function useDocumentDir(): Direction {
  return useSyncExternalStore(
    subscribeToDir,
    () => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'),
    () => 'ltr',
  );
}

export interface ToasterProps extends Omit<ComponentProps<typeof Sonner>, 'customAriaLabel' | 'containerAriaLabel' | 'dir'> {
  /** Name of the notifications region for screen readers; defaults to "Notifications" in the current language. */
  label?: string;
}

/** Where toasts appear; render once near the root of the app and raise them with `toast.success(...)` and friends. */
export function Toaster({ label, position, toastOptions, ...props }: ToasterProps) {
  const t = useUiStrings();
  const dir = useDocumentDir();
  return (
    <Sonner
      data-slot="toaster"
      dir={dir}
      // Bottom corner on the reading end: right in LTR, left in Arabic.
      position={position ?? (dir === 'rtl' ? 'bottom-left' : 'bottom-right')}
      customAriaLabel={label ?? t('notifications')}
      icons={{
        success: <CircleCheck aria-hidden className="size-5 text-success" />,
        error: <CircleX aria-hidden className="size-5 text-destructive" />,
        warning: <CircleAlert aria-hidden className="size-5 text-warning" />,
        info: <Info aria-hidden className="size-5 text-info" />,
        loading: <LoaderCircle aria-hidden className="size-5 animate-spin text-muted-foreground" />,
      }}
      toastOptions={{
        // Unstyled drops sonner's own palette, so only our tokens colour the toast.
        unstyled: true,
        closeButtonAriaLabel: t('close'),
        ...toastOptions,
        classNames: {
          toast:
            'flex w-(--width) items-start gap-3 rounded-lg border bg-popover p-4 text-sm text-popover-foreground shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          icon: 'flex size-5 shrink-0 items-center justify-center',
          content: 'flex min-w-0 flex-1 flex-col gap-1',
          title: 'font-medium',
          description: 'text-muted-foreground',
          actionButton:
            'ms-auto inline-flex h-8 shrink-0 items-center rounded-md bg-primary px-3 text-xs font-medium text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          cancelButton:
            'inline-flex h-8 shrink-0 items-center rounded-md bg-secondary px-3 text-xs font-medium text-secondary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          closeButton:
            'absolute -top-2 -start-2 inline-flex size-6 items-center justify-center rounded-full border bg-popover text-popover-foreground focus-visible:outline-2 focus-visible:outline-ring',
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
