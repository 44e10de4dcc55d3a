import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../i18n/ui-strings-provider';

export interface SpinnerProps extends ComponentProps<'span'> {
  /** Text for assistive technology; defaults to "Loading…" in the current language. */
  label?: string;
  /** Hides the spinner from assistive technology when the surrounding control already says it is busy. */
  decorative?: boolean;
}

/** An animated busy indicator. */
export function Spinner({ label, decorative = false, className, ...props }: SpinnerProps) {
  const t = useUiStrings();
  return (
    <span
      data-slot="spinner"
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
      className={cn('inline-flex items-center', className)}
      {...props}
    >
      <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-[spin_3s_linear_infinite]" />
      {!decorative && <span className="sr-only">{label ?? t('loading')}</span>}
    </span>
  );
}
