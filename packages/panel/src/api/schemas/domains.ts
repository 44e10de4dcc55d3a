import * as z from 'zod/mini';
import { dateTextSchema, idSchema } from './common';
import { looseNumberSchema, phpListSchema, preprocess } from './common';

export const DOMAIN_STATUS_VALUES = ['pending', 'active', 'expired', 'removed'] as const;
export const domainStatusSchema = z.enum(DOMAIN_STATUS_VALUES);
export type DomainStatus = z.infer<typeof domainStatusSchema>;

export const DOMAIN_CHECK_STATUS_VALUES = ['available', 'unavailable', 'invalid', 'error'] as const;
export const domainCheckStatusSchema = z.enum(DOMAIN_CHECK_STATUS_VALUES);
export type DomainCheckStatus = z.infer<typeof domainCheckStatusSchema>;

/** Registrar flags arrive as booleans, 0/1 or their string forms. */
const registrarFlagSchema = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]),
  z.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

/** Registrar data of a domain (hidden while the domain is pending). */
export const domainMetadataSchema = z.object({
  name: z.optional(z.string()),
  email: z.optional(z.nullable(z.string())),
  /** 'Complete', 'No Need' or a pending state; the verification panel shows for anything else. */
  verifyStatus: z.optional(z.nullable(z.string())),
  verifyEmail: z.optional(z.nullable(z.string())),
  status: z.optional(z.nullable(z.string())),
  dates: z.optional(z.object({ start: z.optional(z.nullable(dateTextSchema)), end: z.optional(z.nullable(dateTextSchema)) })),
  locks: z.optional(z.object({ transfer: z.optional(registrarFlagSchema), privacy: z.optional(registrarFlagSchema) })),
  ns: z.optional(phpListSchema(z.string())),
  /** The transfer (EPP) code. */
  code: z.optional(z.nullable(z.string())),
});
export type DomainMetadata = z.infer<typeof domainMetadataSchema>;

export const domainSchema = z.object({
  id: idSchema,
  name: z.string(),
  status: domainStatusSchema,
  /** A serialised PHP DateTime; null shows the question-mark symbol. */
  expiry_at: z.optional(z.nullable(z.object({ date: dateTextSchema }))),
  // PHP encodes an empty associative array as [], so an empty metadata object may arrive as a list.
  metadata: z.optional(preprocess((value) => (Array.isArray(value) && value.length === 0 ? null : value), z.nullable(domainMetadataSchema))),
});
export type Domain = z.infer<typeof domainSchema>;

export const domainPriceSchema = z.object({
  /** Price of the first year. */
  purchase: z.pipe(looseNumberSchema, z.number().check(z.nonnegative())),
  /** Price of each additional year and of a renewal year. */
  renewal: z.pipe(looseNumberSchema, z.number().check(z.nonnegative())),
});
export type DomainPrice = z.infer<typeof domainPriceSchema>;

// Shape ours: the spec does not show this body.
export const domainListSchema = phpListSchema(domainSchema);

// Shape ours: the spec does not show this body; the renewal screen needs the price next to the domain.
export const domainDetailSchema = z.extend(domainSchema, {
  price: z.optional(z.nullable(domainPriceSchema)),
});
export type DomainDetail = z.infer<typeof domainDetailSchema>;

/** Answer of domain/check: the spec shows domain and status; the price is ours (the order form shows a total). */
export const domainCheckSchema = z.object({
  domain: z.string(),
  status: domainCheckStatusSchema,
  price: z.optional(z.nullable(domainPriceSchema)),
});
export type DomainCheck = z.infer<typeof domainCheckSchema>;

/** A contact of an order: the owner (bio) or the optional user; limits and required fields are checked by rules/, not here. */
export const domainContactSchema = z.object({
  fname: z.string(),
  lname: z.optional(z.string()),
  company: z.string(),
  email: z.string(),
  /** Fully qualified, starting with '+'. */
  tel: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  postal: z.string(),
  address1: z.string(),
  address2: z.optional(z.string()),
});
export type DomainContact = z.infer<typeof domainContactSchema>;

export const DOMAIN_CONTACT_FIELDS = ['fname', 'lname', 'company', 'email', 'tel', 'country', 'state', 'city', 'postal', 'address1', 'address2'] as const;

export const domainOrderSchema = z.object({
  /** Word characters and hyphens only, without the scheme. */
  name: z.string(),
  /** A scheme id of initdata (session's schemeSchema), e.g. 'com'. */
  scheme: z.string(),
  years: z.number().check(z.int(), z.gte(1), z.lte(5)),
  /** The owner (registrant) contact. */
  bio: domainContactSchema,
  /** A separate user contact (account-area 3); left out when the owner is the user too. */
  user: z.optional(domainContactSchema),
  /** Transfer (EPP) code; transfers only. */
  secret: z.optional(z.string()),
});
export type DomainOrder = z.infer<typeof domainOrderSchema>;
