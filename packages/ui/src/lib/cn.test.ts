import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('keeps a semantic text colour next to a font size', () => {
    expect(cn('text-muted-foreground', 'text-sm')).toBe('text-muted-foreground text-sm');
  });

  it('lets a later semantic colour replace an earlier one', () => {
    expect(cn('bg-primary text-primary-foreground', 'bg-destructive')).toBe('text-primary-foreground bg-destructive');
    expect(cn('text-status-failed-foreground', 'text-status-idle-foreground')).toBe('text-status-idle-foreground');
  });

  it('drops falsy values and merges conflicting spacing', () => {
    expect(cn('px-2', false, undefined, 'px-4', { hidden: false, block: true })).toBe('px-4 block');
  });
});
