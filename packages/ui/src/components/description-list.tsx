import { createContext, use, type ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

// Both layouts follow the list's own width, not the screen's, so a panel beside a sidebar stacks too: rows through a
// container query of their list, the grid by fitting as many 12rem columns as there is room for.
export const descriptionListVariants = cva('@container m-0 grid', {
  variants: {
    variant: {
      rows: '',
      grid: 'grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-x-6 gap-y-4',
    },
  },
  defaultVariants: { variant: 'rows' },
});

export const descriptionItemVariants = cva('grid min-w-0 gap-1', {
  variants: {
    variant: {
      // Term above value when narrow; term beside value from 28rem wide.
      rows: 'border-b border-border py-3 last:border-b-0 @md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] @md:gap-4',
      grid: 'content-start',
    },
  },
  defaultVariants: { variant: 'rows' },
});

export type DescriptionListVariant = NonNullable<VariantProps<typeof descriptionListVariants>['variant']>;

const VariantContext = createContext<DescriptionListVariant>('rows');

export interface DescriptionListProps extends ComponentProps<'dl'>, VariantProps<typeof descriptionListVariants> {}

/**
 * The key/value panel of a detail page: `rows` puts each term beside its value and stacks them on narrow screens;
 * `grid` lays short facts (credit, quota, expiry) out in columns.
 */
export function DescriptionList({ variant, className, ...props }: DescriptionListProps) {
  const current = variant ?? 'rows';
  return (
    <VariantContext value={current}>
      <dl data-slot="description-list" data-variant={current} className={cn(descriptionListVariants({ variant }), className)} {...props} />
    </VariantContext>
  );
}

export type DescriptionItemProps = ComponentProps<'div'>;

/** One term with its value (or values). */
export function DescriptionItem({ className, ...props }: DescriptionItemProps) {
  const variant = use(VariantContext);
  return <div data-slot="description-item" className={cn(descriptionItemVariants({ variant }), className)} {...props} />;
}

export type DescriptionTermProps = ComponentProps<'dt'>;

/** What the value is, for example "Expires". */
export function DescriptionTerm({ className, ...props }: DescriptionTermProps) {
  return <dt data-slot="description-term" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export type DescriptionDetailsProps = ComponentProps<'dd'>;

/** The value; long values (domains, keys) wrap rather than widen the page. */
export function DescriptionDetails({ className, ...props }: DescriptionDetailsProps) {
  return <dd data-slot="description-details" className={cn('m-0 min-w-0 text-sm break-words text-foreground', className)} {...props} />;
}
