import { useEffect, useState, type ComponentProps } from 'react';
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

export interface AvatarProps extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof avatarVariants> {
  /** The picture; while it loads or if it fails, the initials of the name show instead. */
  src?: string;
  /** The person's or account's name: the alternative text and the source of the initials. */
  name: string;
}

type PictureStatus = 'loading' | 'loaded' | 'failed';

/** Whether the picture has loaded: it shows only then, so a slow or broken one never flashes an empty frame. */
function usePictureStatus(src: string | undefined): PictureStatus {
  const [status, setStatus] = useState<{ src: string | undefined; value: PictureStatus }>({ src, value: 'loading' });
  useEffect(() => {
    if (!src) return;
    let isCurrent = true;
    const picture = new Image();
    const settle = (value: PictureStatus) => () => {
      if (isCurrent) setStatus({ src, value });
    };
    picture.onload = settle('loaded');
    picture.onerror = settle('failed');
    picture.src = src;
    return () => {
      isCurrent = false;
    };
  }, [src]);
  return status.src === src ? status.value : 'loading';
}

/** A round picture of a person, falling back to their initials. 32, 40 or 60 pixels. */
export function Avatar({ src, name, size, className, ...props }: AvatarProps) {
  const status = usePictureStatus(src);
  return (
    <span data-slot="avatar" data-size={size ?? 'md'} className={cn(avatarVariants({ size }), className)} {...props}>
      {src && status === 'loaded' ? (
        <img data-slot="avatar-image" src={src} alt={name} className="size-full object-cover" />
      ) : (
        <span
          data-slot="avatar-fallback"
          role={name ? 'img' : undefined}
          aria-label={name || undefined}
          aria-hidden={name ? undefined : true}
          className="flex size-full items-center justify-center font-medium select-none"
        >
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
}
