import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** Semantic colour names from tokens.css, so tailwind-merge never mistakes them for font sizes. */
const SEMANTIC_COLORS = [
  'background', 'foreground', 'card', 'card-foreground', 'popover', 'popover-foreground', 'primary',
  'primary-foreground', 'secondary', 'secondary-foreground', 'muted', 'muted-foreground', 'accent',
  'accent-foreground', 'destructive', 'destructive-foreground', 'success', 'success-foreground', 'warning',
  'warning-foreground', 'info', 'info-foreground', 'border', 'input', 'ring', 'highlight', 'highlight-foreground',
  'status-updating', 'status-updating-foreground', 'status-stalled', 'status-stalled-foreground', 'status-failed',
  'status-failed-foreground', 'status-active', 'status-active-foreground', 'status-inactive',
  'status-inactive-foreground', 'status-idle', 'status-idle-foreground', 'chart-1', 'chart-2', 'code',
  'code-foreground', 'ansi-red', 'ansi-green', 'ansi-yellow', 'ansi-blue', 'ansi-magenta', 'ansi-cyan',
] as const;

const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      color: [...SEMANTIC_COLORS],
    },
  },
});

/** Joins class names and lets later Tailwind classes override earlier ones of the same kind. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
