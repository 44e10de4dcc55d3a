import * as z from 'zod/mini';
import { dateTextSchema, idSchema } from './common';
import { sessionServerSchema } from './session';
import { looseNumberSchema, phpListSchema, phpMapSchema, preprocess } from './common';

/** The host statuses the spec names; the server may send others, which the panel shows as they come. */
export const HOST_STATUS_VALUES = ['active', 'starting', 'suspended', 'moving', 'removing', 'removed'] as const;
export type KnownHostStatus = (typeof HOST_STATUS_VALUES)[number];
// `string & {}` keeps the known names in editor completion while accepting any text.
export type HostStatus = KnownHostStatus | (string & {});
export const hostStatusSchema: z.ZodMiniType<HostStatus> = z.string().check(z.minLength(1));

/** A host (website). Usage figures are bytes. */
export const hostSchema = z.object({
  id: idSchema,
  domain: z.string(),
  username: z.string(),
  ssh_username: z.nullish(z.string()),
  /** Sent on the detail only. */
  password: z.nullish(z.string()),
  ssh_password: z.nullish(z.string()),
  server_id: idSchema,
  status: hostStatusSchema,
  created_at: dateTextSchema,
  /** The user who created the host. */
  user_id: idSchema,
  quota_server: z.nullish(looseNumberSchema),
  quota_net: z.nullish(looseNumberSchema),
});
export type Host = z.infer<typeof hostSchema>;

// Shape ours: the spec does not show this body. A bare list; a full page (1000 rows) means there may be another.
export const hostListSchema = phpListSchema(hostSchema);
export const HOST_LIST_PAGE_SIZE = 1000;

/** The server a host runs on: the host-area Server entity. */
export const hostServerSchema = z.extend(sessionServerSchema, {
  ip: z.string(),
  /** Services the server offers ('mysql', 'postgresql' ...); the password form asks for those passwords only. */
  features: z.optional(phpListSchema(z.string())),
});
export type HostServer = z.infer<typeof hostServerSchema>;

// Shape ours: the spec does not show this body.
export const hostDetailSchema = z.object({
  host: hostSchema,
  server: hostServerSchema,
});
export type HostDetail = z.infer<typeof hostDetailSchema>;

/** Bytes per day keyed 'YYYY-MM-DD'; legacy stores keep it as JSON text, PHP sends an empty one as `[]`. */
export const bandwidthsSchema = preprocess((value) => {
  if (typeof value !== 'string') return value ?? {};
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, phpMapSchema(looseNumberSchema));

/** Host stats; quotas are bytes: quota_server = quota_user (files) + quota_db (databases). */
export const hostStatsSchema = z.object({
  quota_user: looseNumberSchema,
  quota_db: looseNumberSchema,
  quota_server: looseNumberSchema,
  /** Network used this month. */
  quota_net: looseNumberSchema,
  bandwidths: bandwidthsSchema,
  ssl_expiry_at: z.nullable(dateTextSchema),
  updated_at: z.nullable(dateTextSchema),
  /** Extra MySQL and PostgreSQL passwords, when they differ from the host password. */
  mypasswd: z.nullish(z.string()),
  pgpasswd: z.nullish(z.string()),
});
export type HostStats = z.infer<typeof hostStatsSchema>;

// Shape ours: the spec does not say what a host without a first usage count answers; here, null.
export const hostStatsResponseSchema = z.nullable(hostStatsSchema);

/** The tools behind /userapi/team/{teamId}/host/open/{hostId}?open=... */
export const HOST_LAUNCHER_TOOLS = ['webmin', 'filestash', 'phpmyadmin', 'phppgadmin', 'phprdadmin', 'webssh2'] as const;
export type HostLauncherTool = (typeof HOST_LAUNCHER_TOOLS)[number];

/** The host settings pages (Admin group), each posting its form to team/{teamId}/host/{tab}/{hostId}. */
export const HOST_SETTINGS_TABS = ['rename', 'cname', 'passwd', 'server', 'transfer', 'delete'] as const;
export type HostSettingsTab = (typeof HOST_SETTINGS_TABS)[number];
