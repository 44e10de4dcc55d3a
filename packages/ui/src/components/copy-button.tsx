import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Check, Copy } from 'lucide-react';
import { useUiStrings } from '../i18n/ui-strings-provider';
import { IconButton, type IconButtonProps } from './button';
import { Tooltip } from './tooltip';

/** How long the "Copied" confirmation stays up. */
export const COPY_TOOLTIP_MS = 500;

export interface CopyButtonProps extends Omit<IconButtonProps, 'label' | 'icon' | 'isLoading'> {
  /** The text written to the clipboard. */
  value: string;
  /** The accessible name; defaults to "Copy" in the current language. */
  label?: string;
}

/** Copies `value` to the clipboard and confirms with a short "Copied" tooltip. */
export function CopyButton({ value, label, size = 'md', variant = 'ghost', onClick, ...props }: CopyButtonProps) {
  const t = useUiStrings();
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    // Through a promise chain so a missing clipboard API (insecure origin) is logged like any other failure.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(value))
      .then(
        () => {
          clearTimeout(timer.current);
          setIsCopied(true);
          timer.current = setTimeout(() => setIsCopied(false), COPY_TOOLTIP_MS);
        },
        // The spec shows nothing on failure: the user still sees the text and can select it by hand.
        (error: unknown) => console.error('Could not copy to the clipboard', error),
      );
  };

  return (
    <Tooltip
      content={t('copied')}
      open={isCopied}
      onOpenChange={(open) => {
        if (!open) setIsCopied(false);
      }}
    >
      <IconButton
        data-slot="copy-button"
        data-copied={isCopied || undefined}
        label={label ?? t('copy')}
        icon={isCopied ? <Check aria-hidden /> : <Copy aria-hidden />}
        size={size}
        variant={variant}
        onClick={handleClick}
        {...props}
      />
    </Tooltip>
  );
}
