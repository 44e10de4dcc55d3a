import * as z from 'zod/mini';
import { dateTextSchema } from './common';
import { sessionServerSchema } from './session';
import { looseNumberSchema, phpListSchema } from './common';

/** Status views a bridge server publishes under /status/ (public, shown in a frame). */
export const SERVER_STATUS_VIEW_VALUES = ['check', 'test', 'ip', 'about'] as const;
export const serverStatusViewSchema = z.enum(SERVER_STATUS_VIEW_VALUES);
export type ServerStatusView = z.infer<typeof serverStatusViewSchema>;

const serverFlagSchema = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]),
  z.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

/**
 * A server as the server screens show it: initdata's server (id, endpoint, title, hardware, feature_level, domains)
 * plus the fields only the server list and detail carry. A self-hosted server has no hardware figures until its
 * bridge has answered. The endpoint is a host name ('sgp.domcloud.co') or, for a self-hosted server, the bridge URL.
 */
export const serverSchema = z.extend(sessionServerSchema, {
  created_at: z.nullish(dateTextSchema),
  quota_server: z.nullish(z.pipe(looseNumberSchema, z.number().check(z.nonnegative()))),
  public_scope: z.nullish(serverFlagSchema),
});
export type Server = z.infer<typeof serverSchema>;

// Shape ours: the spec does not show this body.
export const serverListSchema = phpListSchema(serverSchema);

/** The self-hosted server form; limits (alias a URL up to 40, secret up to 40) are checked by rules/. */
export const serverFormSchema = z.object({
  /** Bridge API URL. */
  alias: z.string(),
  description: z.string(),
  /** Bridge secret; required on create, left out on update to keep the current one. */
  pass: z.optional(z.string()),
});
export type ServerForm = z.infer<typeof serverFormSchema>;
