import { describe, expect, it } from 'vitest';
import { backupCreateResultSchema, backupListSchema, backupSchema } from './backups';

const activeBackup = {
  id: '41',
  name: 'myawesomewebsite.io-2025-06-15.tar.gz',
  status: 'active',
  metadata: { content_length: '52428800' },
  created_at: '2025-06-15 10:22:31',
  host_id: '7',
  deploy: { result: 'DOM Cloud runner v1.4.260106 ref 13e0b21 in myawesomewebsite.io at 2025-06-15T10:22:31.000Z\n$> backup\nExit status: 0' },
  filename: 'myawesomewebsite.io-2025-06-15.tar.gz',
  size: 52428800,
};

describe('backup schemas', () => {
  it('accepts a finished backup, coercing ids and sizes', () => {
    const backup = backupSchema.parse(activeBackup);
    expect(backup).toMatchObject({ id: 41, host_id: 7, status: 'active', size: 52428800, metadata: { content_length: 52428800 } });
  });

  it('accepts a pending backup without deploy data, file or host', () => {
    const backup = backupSchema.parse({ id: 42, name: 'myawesomewebsite.io', status: 'pending', metadata: null, created_at: '2025-06-16 08:00:00', host_id: null, deploy: null });
    expect(backup.deploy).toBeNull();
    expect(backup.filename).toBeUndefined();
  });

  it('rejects malformed backups', () => {
    expect(backupSchema.safeParse({ ...activeBackup, status: 'failed' }).success).toBe(false);
    expect(backupSchema.safeParse({ ...activeBackup, id: undefined }).success).toBe(false);
    expect(backupSchema.safeParse({ ...activeBackup, size: 'big' }).success).toBe(false);
    expect(backupSchema.safeParse({ ...activeBackup, size: -5 }).success).toBe(false);
    expect(backupSchema.safeParse({ ...activeBackup, deploy: 'done' }).success).toBe(false);
    expect(backupListSchema.safeParse(activeBackup).success).toBe(false);
  });

  it('reads the id of a created backup when the server sends one', () => {
    expect(backupCreateResultSchema.parse({ message: 'Backup started', id: '43' })).toEqual({ message: 'Backup started', id: 43 });
    expect(backupCreateResultSchema.parse({})).toEqual({});
    expect(backupCreateResultSchema.safeParse({ id: 'x' }).success).toBe(false);
  });
});
