import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { getMergeConfig } from './merge-config';

// The slim configuration instead of tailwind-merge's full default: see merge-config.ts.
const twMerge = createTailwindMerge(getMergeConfig);

/** Joins class names and lets later Tailwind classes override earlier ones of the same kind. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
