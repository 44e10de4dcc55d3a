import * as z from 'zod/mini';
import { byteSizeSchema, dateTextSchema, idSchema, looseIntSchema, looseNumberSchema, phpListSchema, phpMapSchema } from './common';

export const ROLE_VALUES = ['owner', 'admin', 'member', 'client'] as const;
export const roleSchema = z.enum(ROLE_VALUES);
export type Role = z.infer<typeof roleSchema>;

/** -2 banned, -1 locked, 0 free, 1 and above paid (Lite and above). */
export const planLevelSchema = z.pipe(looseIntSchema, z.number().check(z.gte(-2)));

/** Keys of initdata's `features` map that the spec names; others may appear and are kept. */
export const FEATURE_VALUES = ['gen_invite_code', 'domain_registry', 'manual_backup', 'scheduled_backup', 'self_hosting', 'firewall_refusal', 'global_domain', 'docker_deploy'] as const;
export type FeatureName = (typeof FEATURE_VALUES)[number];

/** Feature name -> the plan level it requires (the spec's "manual_backup threshold"). */
export const featuresSchema = phpMapSchema(looseIntSchema);
export type Features = z.infer<typeof featuresSchema>;

export const sessionUserSchema = z.object({
  id: idSchema,
  /** null or '' falls back to en. */
  lang: z.nullable(z.string()),
  /** Stored palette ('light', 'dark' ...); null follows the system. */
  theme: z.nullable(z.string()),
  // Shape ours: the spec's User entity fields the user menu shows; initdata is only said to carry id, lang, theme.
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  email_verified_at: z.optional(z.nullable(dateTextSchema)),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A domain scheme; the spec gives it only an id, which the order form shows, so it is the TLD ('com', 'my.id'). */
export const schemeSchema = z.object({ id: z.union([z.string().check(z.minLength(1)), z.pipe(z.number(), z.transform(String))]) });
export type Scheme = z.infer<typeof schemeSchema>;

/**
 * The full Plan entity. Initdata carries it (not only id, alias, currency, monthly) because the plan gates and the top
 * bar meters need level and limits: the current plan is `plans.find((plan) => plan.id === team.plan_id)`.
 */
export const planSchema = z.object({
  id: idSchema,
  alias: z.string(),
  level: planLevelSchema,
  currency: z.string(),
  /** Monthly price in the plan's currency. */
  monthly: looseNumberSchema,
  /** Storage cap in MB. */
  storage: looseNumberSchema,
  /** Monthly network cap in MB. */
  network: looseNumberSchema,
  /** Host (website) limit. */
  instance: looseIntSchema,
  /** Team member limit. */
  users: looseIntSchema,
});
export type Plan = z.infer<typeof planSchema>;

/** A server hosts can be ordered on; initdata is only said to carry id and endpoint, the rest feeds the order form. */
export const sessionServerSchema = z.object({
  id: idSchema,
  endpoint: z.string(),
  title: z.nullish(z.string()),
  ip: z.nullish(z.string()),
  ip6: z.nullish(z.string()),
  vcpu: z.nullish(looseNumberSchema),
  ram: z.nullish(looseNumberSchema),
  arch: z.nullish(z.string()),
  /** The plan level a host on this server needs; absent means no gate. */
  feature_level: z.nullish(looseIntSchema),
  global_domain: z.nullish(z.string()),
  wildcard_domain: z.nullish(z.string()),
});
export type SessionServer = z.infer<typeof sessionServerSchema>;

export const currencySchema = z.object({
  /** 'usd' or 'idr'. */
  value: z.string(),
  intl_code: z.string(),
  intl_precision: looseIntSchema,
  // Shape ours: the spec's currency config (upgrade page), kept with its currency.
  minimum: z.optional(looseNumberSchema),
  fee_threshold: z.optional(looseNumberSchema),
  fee_amount: z.optional(looseNumberSchema),
});
export type Currency = z.infer<typeof currencySchema>;

/** A team in initdata's list; the full Team comes from getTeam. */
export const teamSummarySchema = z.object({
  id: idSchema,
  /** The team's owner. */
  user_id: idSchema,
  role: roleSchema,
  evaluated_at: z.nullable(dateTextSchema),
  // Shape ours: the user menu lists other teams by name with a plan badge.
  name: z.optional(z.string()),
  plan_id: z.optional(idSchema),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const csrfSchema = z.object({ name: z.string().check(z.minLength(1)), value: z.string().check(z.minLength(1)) });

export const sessionConfigSchema = z.object({
  nameservers: phpListSchema(z.string()),
  /** Bytes. */
  maxfilesizeupload: byteSizeSchema,
});
export type SessionConfig = z.infer<typeof sessionConfigSchema>;

export const initDataSchema = z.object({
  user: sessionUserSchema,
  schemes: phpListSchema(schemeSchema),
  plans: phpListSchema(planSchema),
  servers: phpListSchema(sessionServerSchema),
  currencies: phpListSchema(currencySchema),
  teams: phpListSchema(teamSummarySchema),
  csrf: csrfSchema,
  config: sessionConfigSchema,
  features: featuresSchema,
});
export type InitData = z.infer<typeof initDataSchema>;

/**
 * The Team entity: the current team's data (plan, default server, usage) for the top bar meters and gates.
 * Storage and network usage are in bytes (like host stats), against the plan's caps in MB.
 */
// Shape ours: the spec names these fields but shows no body carrying them; getTeam reads the team page.
export const teamSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The owner. */
  user_id: idSchema,
  role: roleSchema,
  plan_id: idSchema,
  country: z.nullish(z.string()),
  currency: z.nullish(z.string()),
  default_server: z.nullish(idSchema),
  invoice_note: z.nullish(z.string()),
  expiry_at: z.nullable(dateTextSchema),
  evaluated_at: z.nullable(dateTextSchema),
  usage_storage: looseNumberSchema,
  usage_network: looseNumberSchema,
  usage_instance: looseIntSchema,
  usage_users: looseIntSchema,
  /** Why the account is suspended, when it is. */
  usage_notice: z.nullish(z.string()),
  /** Avatar URL shown to non-owners. */
  gravatar: z.nullish(z.string()),
});
export type Team = z.infer<typeof teamSchema>;

/** A row of the administrator's user list (ID, Email, Created At). */
export const adminUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  created_at: z.nullable(dateTextSchema),
  name: z.nullish(z.string()),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

// Shape ours: the spec does not show this body.
export const adminUserPageSchema = z.object({
  users: phpListSchema(adminUserSchema),
  /** 1-based. */
  page: looseIntSchema,
  /** How many pages there are. */
  pages: looseIntSchema,
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;
