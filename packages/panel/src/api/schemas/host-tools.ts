import * as z from 'zod/mini';
import { formResultSchema, preprocess } from './common';

/** Host pages whose form posts take a `template` of features (host-area 2, 7). */
export const HOST_PAGE_VALUES = ['detail', 'manage', 'runner', 'database', 'software', 'connection', 'log', 'nginx', 'dns', 'user', 'firewall', 'screend'] as const;
export type HostPage = (typeof HOST_PAGE_VALUES)[number];

/** Plain data a deploy template holds. */
export type TemplateValue = string | number | boolean | null | undefined | readonly TemplateValue[] | { readonly [key: string]: TemplateValue };
/** One `features:` item: `"key value"` or a one-key object such as `{ 'create-user': { user, pass } }` (backend-formats 3.3). */
export type HostFeature = string | { readonly [key: string]: TemplateValue };

// PHP encodes an empty associative array as [], so an empty map may arrive as a list.
const emptyListAsMap = (value: unknown) => (Array.isArray(value) && value.length === 0 ? {} : value);

// ---- Database page ----

export const DATABASE_KIND_VALUES = ['mysql', 'postgres', 'redis'] as const;
export const databaseKindSchema = z.enum(DATABASE_KIND_VALUES);
export type DatabaseKind = z.infer<typeof databaseKindSchema>;

/** Database entry (host-area 3), keys as Virtualmin's list-databases names them; Size is "8 KiB" or bytes. */
export const databaseEntrySchema = z.object({
  Type: z.string(),
  Size: z.union([z.string(), z.number()]),
  Tables: z.coerce.number().check(z.int(), z.nonnegative()),
});
export type DatabaseEntry = z.infer<typeof databaseEntrySchema>;

/** Shape ours: the spec does not show this body; it mirrors list-databases, a map of database name to entry (backend-formats 5.7). */
export const databaseMapSchema = preprocess(emptyListAsMap, z.record(z.string(), databaseEntrySchema));
export const databaseListSchema = z.pipe(databaseMapSchema, z.transform((map) => Object.entries(map).map(([name, entry]) => ({ name, ...entry }))));
export type DatabaseRow = z.infer<typeof databaseListSchema>[number];

/** The ?type=redis answer: 'name:password' strings (backend-formats 5.7), split at the first colon. */
export const redisListSchema = z.array(
  z.pipe(
    z.string().check(z.regex(/^[^:]+:/)),
    z.transform((entry) => {
      const colon = entry.indexOf(':');
      return { name: entry.slice(0, colon), password: entry.slice(colon + 1) };
    }),
  ),
);
export type RedisDatabase = z.infer<typeof redisListSchema>[number];

// ---- Software page ----

/** Commands whose stdout shows the versions on the software page. */
export const SOFTWARE_VERSION_COMMANDS = { php: 'php -v', node: 'node -v', python: 'python --version' } as const;
export type SoftwareName = keyof typeof SOFTWARE_VERSION_COMMANDS;

const stdoutObjectSchema = z.object({ stdout: z.string() });
/** The ?cmd= answer read as text: the stdout itself, or a JSON string or `{ stdout }` carrying it. */
export const softwareOutputSchema = z.pipe(z.string(), z.transform((text, context) => {
  const parsed = parseJson(text);
  if (typeof parsed === 'string') return parsed;
  // Not JSON, or a bare number or word: stdout that merely looks like JSON.
  if (typeof parsed !== 'object' || parsed === null) return text;
  const result = stdoutObjectSchema.safeParse(parsed);
  if (result.success) return result.data.stdout;
  // zod/mini's transform context has no addIssue; an issue pushed on the payload fails the parse the same way.
  context.issues.push({ code: 'custom', message: 'Expected stdout text', input: text });
  return z.NEVER;
}));

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

// ---- User page ----

/** The user type of the host's main user, which cannot be deleted. */
export const SERVER_OWNER_USER_TYPE = 'Server owner';
/** User entry (host-area 3): the 'User type' key as Virtualmin's list-users names it. */
export const hostUserEntrySchema = z.object({ 'User type': z.string() });
export type HostUserEntry = z.infer<typeof hostUserEntrySchema>;
/** Shape ours: the spec does not show this body; it mirrors list-users, a map of user name to entry (backend-formats 5.7). */
export const hostUserMapSchema = preprocess(emptyListAsMap, z.record(z.string(), hostUserEntrySchema));
export const hostUserListSchema = z.pipe(hostUserMapSchema, z.transform((map) => Object.entries(map).map(([name, entry]) => ({ name, ...entry }))));
export type HostUserRow = z.infer<typeof hostUserListSchema>[number];

// ---- Log page ----

export const LOG_TYPE_VALUES = ['error', 'access', 'php', 'passenger', 'proxfix'] as const;
export const logTypeSchema = z.enum(LOG_TYPE_VALUES);
export type LogType = z.infer<typeof logTypeSchema>;

/** Log response (host-area 3; backend-formats 5.1): `processes` maps an app root to its PIDs (passenger only). */
export const logResultSchema = z.object({
  code: z.coerce.number().check(z.int()),
  stdout: z._default(z.string(), ''),
  stderr: z._default(z.string(), ''),
  processes: z.optional(z.record(z.string(), z.array(z.coerce.number().check(z.int())))),
});
export type LogResult = z.infer<typeof logResultSchema>;

// ---- Screend page ----

export const SCREEND_ACTION_VALUES = ['start', 'stop', 'restart'] as const;
export type ScreendAction = (typeof SCREEND_ACTION_VALUES)[number];

/** Screen process (host-area 3; backend-formats 5.2): `screen_id` '' means not running. */
export const screenProcessSchema = z.object({
  screen_id: z.coerce.string(),
  name: z.optional(z.string()),
  command: z.string(),
  args: z._default(z.array(z.string()), []),
});
export type ScreenProcess = z.infer<typeof screenProcessSchema>;
export const screenProcessListSchema = z.array(screenProcessSchema);

/** Shape ours: the spec does not show this body; the bridge's screend/manage answers `{code, stdout, stderr}`. */
export const screendManageResultSchema = z.extend(formResultSchema, {
  code: z.optional(z.coerce.number().check(z.int())),
  stdout: z.optional(z.string()),
  stderr: z.optional(z.string()),
});
export type ScreendManageResult = z.infer<typeof screendManageResultSchema>;

// ---- Connection page ----

type TextList = string | readonly string[] | null | undefined;
function toList(value: TextList): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  return [...value];
}
const textListValueSchema = z.union([z.array(z.string()), z.string(), z.null()]);

/** One web check: `-` holds the status line (e.g. 'HTTP/1.1 301 Moved Permanently'), `location` any redirect target. */
export const webCheckSchema = z.object({ '-': z.string(), location: z.pipe(z.nullish(z.string()), z.transform((value) => value ?? null)) });
export type WebCheck = z.infer<typeof webCheckSchema>;

const PING_ADDRESS_KEYS = ['ip', 'ip6', 'realip', 'realip6', 'www.ip'] as const;

/**
 * Shape ours: the spec names only the fields of the connection result (host-area 3). ip/ip6 are the domain's current
 * A/AAAA addresses, realip/realip6 the server's, 'www.ip' the www subdomain's (each a list, or a space/comma separated
 * string); any other ping key is named by a host and holds its ping output, gathered in `hosts`.
 */
export const pingResultSchema = z.pipe(z.record(z.string(), textListValueSchema), z.transform((map) => {
  const read = (key: string) => toList(map[key]);
  const hosts: Record<string, string> = {};
  for (const [key, value] of Object.entries(map)) {
    if (!(PING_ADDRESS_KEYS as readonly string[]).includes(key)) hosts[key] = Array.isArray(value) ? value.join('\n') : (value ?? '');
  }
  return { ip: read('ip'), ip6: read('ip6'), realip: read('realip'), realip6: read('realip6'), 'www.ip': read('www.ip'), hosts };
}));

/** Connection result (host-area 3; backend-formats 5.4); `ns` is the list of name servers. Shape ours as above. */
export const connectionResultSchema = z.object({
  whois: z._default(z.string(), ''),
  ns: z.pipe(z.optional(textListValueSchema), z.transform((value) => toList(value))),
  ping: pingResultSchema,
  web: z.object({
    http: z.pipe(z.nullish(webCheckSchema), z.transform((value) => value ?? null)),
    https: z.pipe(z.nullish(webCheckSchema), z.transform((value) => value ?? null)),
  }),
});
export type ConnectionResult = z.infer<typeof connectionResultSchema>;

// ---- Firewall page ----

export const FIREWALL_STATE_VALUES = ['on', 'off'] as const;
export type FirewallState = (typeof FIREWALL_STATE_VALUES)[number];

const firewallFlagSchema = z.pipe(
  z.union([z.boolean(), z.enum(['on', 'off', 'true', 'false'])]),
  z.transform((flag): FirewallState => (flag === true || flag === 'on' || flag === 'true' ? 'on' : 'off')),
);
/**
 * Shape ours: the spec does not show this body. Accepted: a boolean (as the bridge's /nftables/show answers),
 * 'on'/'off', or `{ firewall: <either> }`; read as 'on' or 'off'.
 */
export const firewallStateSchema = z.union([firewallFlagSchema, z.pipe(z.object({ firewall: firewallFlagSchema }), z.transform(({ firewall }) => firewall))]);
