import type { ComponentProps, ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../i18n/ui-strings-provider';
import { Button } from './button';

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** Whether an earlier page exists; the previous button is disabled otherwise. */
  hasPrevious: boolean;
  /** Whether a later page exists; the next button is disabled otherwise. */
  hasNext: boolean;
  /** Called when the previous button is pressed. */
  onPrevious: () => void;
  /** Called when the next button is pressed. */
  onNext: () => void;
  /** Where the user is, for example "Page 2", shown between the buttons. */
  label?: ReactNode;
}

/** Previous and next buttons for lists the API pages with cursors. */
export function Pagination({ hasPrevious, hasNext, onPrevious, onNext, label, className, ...props }: PaginationProps) {
  const t = useUiStrings();
  return (
    <nav
      data-slot="pagination"
      aria-label={t('pagination')}
      className={cn('flex items-center justify-between gap-3', className)}
      {...props}
    >
      <Button variant="outline" disabled={!hasPrevious} onClick={onPrevious}>
        <ChevronLeft aria-hidden className="rtl:rotate-180" />
        {t('previous')}
      </Button>
      {label !== undefined && (
        <span data-slot="pagination-label" aria-live="polite" className="text-sm text-muted-foreground">
          {label}
        </span>
      )}
      <Button variant="outline" disabled={!hasNext} onClick={onNext}>
        {t('next')}
        <ChevronRight aria-hidden className="rtl:rotate-180" />
      </Button>
    </nav>
  );
}
