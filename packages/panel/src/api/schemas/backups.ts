import * as z from 'zod/mini';
import { dateTextSchema, formResultSchema, idSchema } from './common';
import { looseNumberSchema, phpListSchema } from './common';

const byteCountSchema = z.pipe(looseNumberSchema, z.number().check(z.nonnegative()));

export const BACKUP_STATUS_VALUES = ['pending', 'active'] as const;
export const backupStatusSchema = z.enum(BACKUP_STATUS_VALUES);
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const backupSchema = z.object({
  id: idSchema,
  /** Carries the domain of the backed-up host; restore offers only hosts whose domain matches it. */
  name: z.string(),
  status: backupStatusSchema,
  metadata: z.optional(z.nullable(z.object({ content_length: z.optional(z.nullable(byteCountSchema)) }))),
  created_at: z.optional(z.nullable(dateTextSchema)),
  host_id: z.optional(z.nullable(idSchema)),
  /** The runner log of the backup job; absent means no progress is available. */
  deploy: z.optional(z.nullable(z.object({ result: z.optional(z.nullable(z.string())) }))),
  filename: z.optional(z.nullable(z.string())),
  /** Bytes. */
  size: z.optional(z.nullable(byteCountSchema)),
});
export type Backup = z.infer<typeof backupSchema>;

// Shape ours: the spec does not show this body.
export const backupListSchema = phpListSchema(backupSchema);

// Shape ours: the spec does not show this body; the id lets the screen open the new backup.
export const backupCreateResultSchema = z.extend(formResultSchema, { id: z.optional(idSchema) });
export type BackupCreateResult = z.infer<typeof backupCreateResultSchema>;
