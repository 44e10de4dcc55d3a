import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { AnsiText } from './ansi-text';

export interface CodeBlockProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The text to show; always rendered as plain text, never as HTML. */
  code: string;
  /** Treats the text as terminal output: colours and bold survive, other escape sequences are removed. */
  isAnsi?: boolean;
  /** Accessible name of the scrollable region, for example "Build log". */
  label: string;
  /** Height after which the block scrolls, as a CSS length or pixels. */
  maxHeight?: number | string;
  /** Wraps long lines instead of scrolling sideways. */
  wrap?: boolean;
  /** Controls shown in the top end corner, for example a copy button. */
  actions?: ReactNode;
}

/** Read-only code or a terminal log in a monospace, keyboard-scrollable block. */
export function CodeBlock({ code, isAnsi = false, label, maxHeight, wrap = false, actions, className, ...props }: CodeBlockProps) {
  return (
    <div data-slot="code-block" className={cn('relative min-w-0 rounded-md bg-code text-code-foreground', className)} {...props}>
      {actions != null && (
        <div data-slot="code-block-actions" className="absolute end-2 top-2 flex items-center gap-1">
          {actions}
        </div>
      )}
      <pre
        data-slot="code-block-content"
        data-wrap={wrap}
        role="region"
        aria-label={label}
        // Focusable so keyboard users can scroll long output.
        tabIndex={0}
        className={cn(
          'overflow-auto rounded-md p-4 font-mono text-sm leading-relaxed focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          wrap ? 'whitespace-pre-wrap break-words' : 'whitespace-pre',
          actions != null && 'pe-14',
        )}
        style={{ maxHeight }}
      >
        <code data-slot="code-block-code">
          {isAnsi ? <AnsiText text={code} /> : code}
        </code>
      </pre>
    </div>
  );
}
