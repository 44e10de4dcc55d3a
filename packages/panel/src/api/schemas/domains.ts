import { z } from 'zod';
import { dateTextSchema, idSchema } from './common';
import { looseNumberSchema, phpListSchema } from './common';

export const DOMAIN_STATUS_VALUES = ['pending', 'active', 'expired', 'removed'] as const;
export const domainStatusSchema = z.enum(DOMAIN_STATUS_VALUES);
export type DomainStatus = z.infer<typeof domainStatusSchema>;

export const DOMAIN_CHECK_STATUS_VALUES = ['available', 'unavailable', 'invalid', 'error'] as const;
export const domainCheckStatusSchema = z.enum(DOMAIN_CHECK_STATUS_VALUES);
export type DomainCheckStatus = z.infer<typeof domainCheckStatusSchema>;

/** Registrar flags arrive as booleans, 0/1 or their string forms. */
const registrarFlagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** Registrar data of a domain (hidden while the domain is pending). */
export const domainMetadataSchema = z.object({
  name: z.string().optional(),
  email: z.string().nullable().optional(),
  /** 'Complete', 'No Need' or a pending state; the verification panel shows for anything else. */
  verifyStatus: z.string().nullable().optional(),
  verifyEmail: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
  dates: z.object({ start: dateTextSchema.nullable().optional(), end: dateTextSchema.nullable().optional() }).optional(),
  locks: z.object({ transfer: registrarFlagSchema.optional(), privacy: registrarFlagSchema.optional() }).optional(),
  ns: phpListSchema(z.string()).optional(),
  /** The transfer (EPP) code. */
  code: z.string().nullable().optional(),
});
export type DomainMetadata = z.infer<typeof domainMetadataSchema>;

export const domainSchema = z.object({
  id: idSchema,
  name: z.string(),
  status: domainStatusSchema,
  /** A serialised PHP DateTime; null shows the question-mark symbol. */
  expiry_at: z.object({ date: dateTextSchema }).nullable().optional(),
  // PHP encodes an empty associative array as [], so an empty metadata object may arrive as a list.
  metadata: z.preprocess((value) => (Array.isArray(value) && value.length === 0 ? null : value), domainMetadataSchema.nullable()).optional(),
});
export type Domain = z.infer<typeof domainSchema>;

export const domainPriceSchema = z.object({
  /** Price of the first year. */
  purchase: looseNumberSchema.pipe(z.number().nonnegative()),
  /** Price of each additional year and of a renewal year. */
  renewal: looseNumberSchema.pipe(z.number().nonnegative()),
});
export type DomainPrice = z.infer<typeof domainPriceSchema>;

// Shape ours: the spec does not show this body.
export const domainListSchema = phpListSchema(domainSchema);

// Shape ours: the spec does not show this body; the renewal screen needs the price next to the domain.
export const domainDetailSchema = domainSchema.extend({
  price: domainPriceSchema.nullable().optional(),
});
export type DomainDetail = z.infer<typeof domainDetailSchema>;

/** Answer of domain/check: the spec shows domain and status; the price is ours (the order form shows a total). */
export const domainCheckSchema = z.object({
  domain: z.string(),
  status: domainCheckStatusSchema,
  price: domainPriceSchema.nullable().optional(),
});
export type DomainCheck = z.infer<typeof domainCheckSchema>;

/** Registrant contact (bio) of an order; limits and required fields are checked by rules/, not here. */
export const domainContactSchema = z.object({
  fname: z.string(),
  lname: z.string().optional(),
  company: z.string(),
  email: z.string(),
  /** Fully qualified, starting with '+'. */
  tel: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  postal: z.string(),
  address1: z.string(),
  address2: z.string().optional(),
});
export type DomainContact = z.infer<typeof domainContactSchema>;

export const DOMAIN_CONTACT_FIELDS = ['fname', 'lname', 'company', 'email', 'tel', 'country', 'state', 'city', 'postal', 'address1', 'address2'] as const;

export const domainOrderSchema = z.object({
  /** Word characters and hyphens only, without the scheme. */
  name: z.string(),
  /** A scheme id of initdata (session's schemeSchema), e.g. 'com'. */
  scheme: z.string(),
  years: z.number().int().min(1).max(5),
  bio: domainContactSchema,
  /** Transfer (EPP) code; transfers only. */
  secret: z.string().optional(),
});
export type DomainOrder = z.infer<typeof domainOrderSchema>;
