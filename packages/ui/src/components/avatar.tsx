import type { ComponentProps } from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { initialsOf } from './avatar-initials';

export const avatarVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary align-middle text-secondary-foreground',
  {
    variants: {
      size: {
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-15 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type AvatarSize = NonNullable<VariantProps<typeof avatarVariants>['size']>;

export interface AvatarProps
  extends Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'>,
    VariantProps<typeof avatarVariants> {
  /** The picture; while it loads or if it fails, the initials of the name show instead. */
  src?: string;
  /** The person's or account's name: the alternative text and the source of the initials. */
  name: string;
}

/** A round picture of a person, falling back to their initials. 32, 40 or 60 pixels. */
export function Avatar({ src, name, size, className, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size ?? 'md'}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {src && (
        <AvatarPrimitive.Image data-slot="avatar-image" src={src} alt={name} className="size-full object-cover" />
      )}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        role={name ? 'img' : undefined}
        aria-label={name || undefined}
        aria-hidden={name ? undefined : true}
        className="flex size-full items-center justify-center font-medium select-none"
      >
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
