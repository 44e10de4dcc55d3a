import type { ComponentProps, ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../i18n/ui-strings-provider';
import { Button } from './button';
import { paginationItems } from './pagination-items';

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'children' | 'onChange'> {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are, when known: the pages are listed as numbers. Without it only previous and next show. */
  pageCount?: number;
  /** Whether a later page exists, for lists whose length is not known (used without `pageCount`). */
  hasNext?: boolean;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** Shown between previous and next when the pages are not numbered; "Page N" in the current language by default. */
  label?: ReactNode;
}

/** Previous and next buttons, and the page numbers when the number of pages is known. */
export function Pagination({ page, pageCount, hasNext, onPageChange, label, className, ...props }: PaginationProps) {
  const t = useUiStrings();
  const isNumbered = pageCount !== undefined && pageCount > 0;
  const canGoNext = isNumbered ? page < pageCount : (hasNext ?? false);
  return (
    <nav data-slot="pagination" aria-label={t('pagination')} className={cn('flex items-center justify-between gap-2', className)} {...props}>
      <Button variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)} className="max-sm:px-3">
        <ChevronLeft aria-hidden className="rtl:rotate-180" />
        <span className="max-sm:sr-only">{t('previous')}</span>
      </Button>
      {isNumbered ? (
        <ul data-slot="pagination-pages" className="flex items-center gap-1">
          {paginationItems(page, pageCount).map((item) => (
            <li key={item} className={cn(typeof item === 'number' && Math.abs(item - page) === 1 && item !== 1 && item !== pageCount && 'max-sm:hidden')}>
              {typeof item === 'number' ? (
                <Button
                  data-slot="pagination-page"
                  variant={item === page ? 'outline' : 'ghost'}
                  size="icon"
                  aria-label={t('page', { page: item })}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => item !== page && onPageChange(item)}
                  className={cn('tabular-nums', item === page && 'border-primary')}
                >
                  {item}
                </Button>
              ) : (
                <span aria-hidden className="flex size-10 items-center justify-center text-muted-foreground">
                  …
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <span data-slot="pagination-label" aria-live="polite" className="text-sm text-muted-foreground">
          {label ?? t('page', { page })}
        </span>
      )}
      <Button variant="outline" disabled={!canGoNext} onClick={() => onPageChange(page + 1)} className="max-sm:px-3">
        <span className="max-sm:sr-only">{t('next')}</span>
        <ChevronRight aria-hidden className="rtl:rotate-180" />
      </Button>
    </nav>
  );
}
