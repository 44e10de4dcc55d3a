import { describe, expect, it } from 'vitest';
import type { Backup } from '../api/schemas/backups';
import { backupBytes } from './backup-size';

describe('a backup size', () => {
  it.each<[string, Pick<Backup, 'size' | 'metadata'>, number | null]>([
    ['size first', { size: 2048, metadata: { content_length: 1024 } }, 2048],
    ['content length without size', { size: null, metadata: { content_length: 1024 } }, 1024],
    ['a zero size is a size', { size: 0, metadata: { content_length: 1024 } }, 0],
    ['nothing while pending', { size: null, metadata: { content_length: null } }, null],
    ['nothing without metadata', {}, null],
  ])('%s', (_, backup, expected) => {
    expect(backupBytes(backup)).toBe(expected);
  });
});
