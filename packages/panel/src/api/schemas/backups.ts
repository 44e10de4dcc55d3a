import { z } from 'zod';
import { dateTextSchema, formResultSchema, idSchema } from './common';
import { looseNumberSchema, phpListSchema } from './common';

const byteCountSchema = looseNumberSchema.pipe(z.number().nonnegative());

export const BACKUP_STATUS_VALUES = ['pending', 'active'] as const;
export const backupStatusSchema = z.enum(BACKUP_STATUS_VALUES);
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const backupSchema = z.object({
  id: idSchema,
  /** Carries the domain of the backed-up host; restore offers only hosts whose domain matches it. */
  name: z.string(),
  status: backupStatusSchema,
  metadata: z.object({ content_length: byteCountSchema.nullable().optional() }).nullable().optional(),
  created_at: dateTextSchema.nullable().optional(),
  host_id: idSchema.nullable().optional(),
  /** The runner log of the backup job; absent means no progress is available. */
  deploy: z.object({ result: z.string().nullable().optional() }).nullable().optional(),
  filename: z.string().nullable().optional(),
  /** Bytes. */
  size: byteCountSchema.nullable().optional(),
});
export type Backup = z.infer<typeof backupSchema>;

// Shape ours: the spec does not show this body.
export const backupListSchema = phpListSchema(backupSchema);

// Shape ours: the spec does not show this body; the id lets the screen open the new backup.
export const backupCreateResultSchema = formResultSchema.extend({ id: idSchema.optional() });
export type BackupCreateResult = z.infer<typeof backupCreateResultSchema>;
