import * as z from 'zod/mini';

/** Record types the DNS page lists (host-area 2). */
export const DNS_RECORD_TYPE_VALUES = ['a', 'aaaa', 'ns', 'ptr', 'cname', 'txt', 'mx', 'caa'] as const;
/** Record types an editor row and a change line know (host-area 2; backend-formats 2.2). */
export const DNS_EDITOR_TYPE_VALUES = [...DNS_RECORD_TYPE_VALUES, 'srv', 'spf'] as const;
export const DNS_CHANGE_ACTION_VALUES = ['add', 'del'] as const;

export const dnsRecordTypeSchema = z.enum(DNS_RECORD_TYPE_VALUES);
export const dnsEditorTypeSchema = z.enum(DNS_EDITOR_TYPE_VALUES);
export type DnsRecordType = z.infer<typeof dnsRecordTypeSchema>;
export type DnsEditorType = z.infer<typeof dnsEditorTypeSchema>;
export type DnsChangeAction = (typeof DNS_CHANGE_ACTION_VALUES)[number];

// dns-zonefile gives numbers, but zone text parsers and PHP proxies may hand them over as strings.
const numberSchema = z.coerce.number();
const ttlSchema = z.optional(numberSchema);

/** Zone JSON items per type (dns-zonefile 0.3.2, backend-formats 2.1); TXT and CAA values keep their quotes. */
export const dnsAddressItemSchema = z.object({ name: z.string(), ip: z.string(), ttl: ttlSchema });
export const dnsHostItemSchema = z.object({ name: z.string(), host: z.string(), ttl: ttlSchema });
export const dnsCnameItemSchema = z.object({ name: z.string(), alias: z.string(), ttl: ttlSchema });
export const dnsMxItemSchema = z.object({ name: z.string(), preference: numberSchema, host: z.string(), ttl: ttlSchema });
export const dnsTxtItemSchema = z.object({ name: z.string(), txt: z.string(), ttl: ttlSchema });
export const dnsSrvItemSchema = z.object({
  name: z.string(),
  target: z.string(),
  priority: numberSchema,
  weight: numberSchema,
  port: numberSchema,
  ttl: ttlSchema,
});
export const dnsSpfItemSchema = z.object({ name: z.string(), data: z.string(), ttl: ttlSchema });
export const dnsCaaItemSchema = z.object({ name: z.string(), flags: z.coerce.number().check(z.int(), z.gte(0)), tag: z.string(), value: z.string(), ttl: ttlSchema });

export const dnsSoaSchema = z.object({
  name: z.string(),
  mname: z.string(),
  rname: z.string(),
  serial: numberSchema,
  refresh: numberSchema,
  retry: numberSchema,
  expire: numberSchema,
  minimum: numberSchema,
  ttl: ttlSchema,
});
export type DnsSoa = z.infer<typeof dnsSoaSchema>;

const list = <T extends z.ZodMiniType>(item: T) => z._default(z.array(item), []);

/** The zone as the bridge's /named/show gives it: per-type lists, each absent list read as empty. */
export const dnsZoneSchema = z.object({
  $origin: z.optional(z.coerce.string()),
  $ttl: z.optional(z.coerce.string()),
  soa: z.optional(dnsSoaSchema),
  ns: list(dnsHostItemSchema),
  a: list(dnsAddressItemSchema),
  aaaa: list(dnsAddressItemSchema),
  cname: list(dnsCnameItemSchema),
  mx: list(dnsMxItemSchema),
  ptr: list(dnsHostItemSchema),
  txt: list(dnsTxtItemSchema),
  srv: list(dnsSrvItemSchema),
  spf: list(dnsSpfItemSchema),
  caa: list(dnsCaaItemSchema),
});
export type DnsZone = z.infer<typeof dnsZoneSchema>;

/** The DNS record entity (host-area 3): a zone item tagged with its type. */
export const dnsRecordSchema = z.discriminatedUnion('type', [
  z.extend(dnsAddressItemSchema, { type: z.literal('a') }),
  z.extend(dnsAddressItemSchema, { type: z.literal('aaaa') }),
  z.extend(dnsHostItemSchema, { type: z.literal('ns') }),
  z.extend(dnsHostItemSchema, { type: z.literal('ptr') }),
  z.extend(dnsCnameItemSchema, { type: z.literal('cname') }),
  z.extend(dnsMxItemSchema, { type: z.literal('mx') }),
  z.extend(dnsTxtItemSchema, { type: z.literal('txt') }),
  z.extend(dnsSrvItemSchema, { type: z.literal('srv') }),
  z.extend(dnsSpfItemSchema, { type: z.literal('spf') }),
  z.extend(dnsCaaItemSchema, { type: z.literal('caa') }),
]);
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

/** Every record of a zone, in the zone text's section order (backend-formats 2.3). */
export function flattenDnsZone(zone: DnsZone): DnsRecord[] {
  return [
    ...zone.ns.map((item) => ({ ...item, type: 'ns' as const })),
    ...zone.mx.map((item) => ({ ...item, type: 'mx' as const })),
    ...zone.a.map((item) => ({ ...item, type: 'a' as const })),
    ...zone.aaaa.map((item) => ({ ...item, type: 'aaaa' as const })),
    ...zone.cname.map((item) => ({ ...item, type: 'cname' as const })),
    ...zone.ptr.map((item) => ({ ...item, type: 'ptr' as const })),
    ...zone.txt.map((item) => ({ ...item, type: 'txt' as const })),
    ...zone.srv.map((item) => ({ ...item, type: 'srv' as const })),
    ...zone.spf.map((item) => ({ ...item, type: 'spf' as const })),
    ...zone.caa.map((item) => ({ ...item, type: 'caa' as const })),
  ];
}

/** GET of the DNS page: the zone JSON plus `raw`, the zone file text ('' when the host has no zone). */
export const dnsPageResponseSchema = z.extend(dnsZoneSchema, { raw: z._default(z.string(), '') });

/** What getDnsZone resolves to: the per-type lists, the same records flattened, and the raw text. */
export const dnsPageSchema = z.pipe(dnsPageResponseSchema, z.transform(({ raw, ...zone }) => ({ zone, records: flattenDnsZone(zone), raw })));
export type DnsPage = z.infer<typeof dnsPageSchema>;

/**
 * A change line `[add|del] <type> <name> [value…]` (backend-formats 2.2): the verb defaults to add, the type is any
 * case, a name follows; `del` lines may leave the value out as a wildcard.
 */
export const DNS_CHANGE_LINE_PATTERN = /^(?:(?:add|del) )?(?:a|aaaa|ns|cname|mx|ptr|txt|srv|spf|caa) \S+(?: .+)?$/i;
export const dnsChangeLineSchema = z.string().check(z.regex(DNS_CHANGE_LINE_PATTERN));
export type DnsChangeLine = z.infer<typeof dnsChangeLineSchema>;
