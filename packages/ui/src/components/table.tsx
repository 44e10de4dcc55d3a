import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../i18n/ui-strings-provider';

export interface TableProps extends ComponentProps<'table'> {
  /** Props for the scroll container; an aria-label or aria-labelledby makes it a named, keyboard-scrollable region. */
  containerProps?: ComponentProps<'div'>;
}

/** A data table in a container that scrolls sideways and can be scrolled with the keyboard. */
export function Table({ className, containerProps, ...props }: TableProps) {
  const isNamed = Boolean(containerProps?.['aria-label'] || containerProps?.['aria-labelledby']);
  // A named region is focusable so keyboard users can scroll a table wider than the screen.
  const scrollRegion = isNamed ? ({ role: 'region', tabIndex: 0 } as const) : {};
  return (
    <div
      data-slot="table-container"
      {...scrollRegion}
      {...containerProps}
      className={cn(
        'relative w-full overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        containerProps?.className,
      )}
    >
      <table data-slot="table" className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
    </div>
  );
}

export type TableHeaderProps = ComponentProps<'thead'>;

export function TableHeader({ className, ...props }: TableHeaderProps) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

export type TableBodyProps = ComponentProps<'tbody'>;

export function TableBody({ className, ...props }: TableBodyProps) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export interface TableRowProps extends ComponentProps<'tr'> {
  /** Marks the row the user should notice, for example the one just created. */
  isHighlighted?: boolean;
}

export function TableRow({ className, isHighlighted = false, ...props }: TableRowProps) {
  return (
    <tr
      data-slot="table-row"
      data-highlighted={isHighlighted || undefined}
      className={cn(
        'border-b border-border transition-colors',
        isHighlighted ? 'bg-highlight text-highlight-foreground' : 'hover:bg-muted/50',
        className,
      )}
      {...props}
    />
  );
}

export type TableHeadProps = ComponentProps<'th'>;

export function TableHead({ className, scope = 'col', ...props }: TableHeadProps) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn('h-10 px-3 text-start align-middle font-medium whitespace-nowrap text-muted-foreground', className)}
      {...props}
    />
  );
}

export type TableCellProps = ComponentProps<'td'>;

export function TableCell({ className, ...props }: TableCellProps) {
  return <td data-slot="table-cell" className={cn('px-3 py-2.5 align-middle', className)} {...props} />;
}

export type TableCaptionProps = ComponentProps<'caption'>;

export function TableCaption({ className, ...props }: TableCaptionProps) {
  return <caption data-slot="table-caption" className={cn('mt-3 text-sm text-muted-foreground', className)} {...props} />;
}

export interface TableEmptyRowProps extends Omit<ComponentProps<'tr'>, 'children'> {
  /** How many columns the message spans: the number of columns of the table. */
  colSpan: number;
  /** The message; defaults to "Nothing to show yet" in the current language. */
  children?: ReactNode;
}

/** One full-width row that says the table has no rows. */
export function TableEmptyRow({ colSpan, children, className, ...props }: TableEmptyRowProps) {
  const t = useUiStrings();
  return (
    <tr data-slot="table-empty-row" className={className} {...props}>
      <td colSpan={colSpan} className="h-24 px-3 text-center text-muted-foreground">
        {children ?? t('noData')}
      </td>
    </tr>
  );
}
