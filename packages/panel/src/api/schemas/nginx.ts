import * as z from 'zod/mini';

/** The NGINX config object of the deploy script's `nginx:` key and of the nginx page (backend-formats 1.2). */

export const NGINX_SSL_VALUES = ['on', 'off', 'always', 'enforce'] as const;
export const NGINX_WWW_VALUES = ['on', 'off', 'always', 'enforce'] as const;
export const NGINX_HTTP_VALUES = [1, 3, '1', '3'] as const;
export const NGINX_FASTCGI_VALUES = ['on', 'off', 'always'] as const;
export const NGINX_ON_OFF_VALUES = ['on', 'off'] as const;

export const nginxSslSchema = z.enum(NGINX_SSL_VALUES);
export const nginxWwwSchema = z.enum(NGINX_WWW_VALUES);
export const nginxHttpSchema = z.union([z.literal(1), z.literal(3), z.literal('1'), z.literal('3')]);
export const nginxFastcgiSchema = z.enum(NGINX_FASTCGI_VALUES);
export const nginxOnOffSchema = z.enum(NGINX_ON_OFF_VALUES);

/** `proxy_pass` must point to the loopback, or the bridge drops it silently (backend-formats 1.2, 1.7). */
export const NGINX_PROXY_PASS_PATTERN = /^http:\/\/(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]):\d+(\$\w+|\/.*)?$/;

/** Passenger settings, in the bridge's emission order; paths are relative to $HOME. */
export const nginxPassengerSchema = z.object({
  enabled: z.optional(nginxOnOffSchema),
  app_env: z.optional(z.string()),
  env_var_list: z.optional(z.array(z.string())),
  set_header_list: z.optional(z.array(z.string())),
  app_start_command: z.optional(z.string()),
  app_type: z.optional(z.string()),
  startup_file: z.optional(z.string()),
  ruby: z.optional(z.string()),
  nodejs: z.optional(z.string()),
  python: z.optional(z.string()),
  meteor_app_settings: z.optional(z.string()),
  friendly_error_pages: z.optional(nginxOnOffSchema),
  document_root: z.optional(z.string()),
  base_uri: z.optional(z.string()),
  app_root: z.optional(z.string()),
  sticky_sessions: z.optional(nginxOnOffSchema),
});
export type NginxPassenger = z.infer<typeof nginxPassengerSchema>;

/** `LocationBody` keys valid at server level and in locations, in the read-back key order. */
const locationBodyShape = {
  fastcgi: z.optional(nginxFastcgiSchema),
  root: z.optional(z.string()),
  alias: z.optional(z.string()),
  index: z.optional(z.string()),
  rewrite: z.optional(z.string()),
  try_files: z.optional(z.string()),
  return: z.optional(z.string()),
  expires: z.optional(z.string()),
  allow: z.optional(z.string()),
  deny: z.optional(z.string()),
  autoindex: z.optional(nginxOnOffSchema),
  proxy_pass: z.optional(z.string()),
  limit_except: z.optional(z.string()),
  limit_rate: z.optional(z.string()),
  limit_rate_after: z.optional(z.string()),
  default_type: z.optional(z.string()),
  rewrite_list: z.optional(z.array(z.string())),
  passenger: z.optional(nginxPassengerSchema),
};

const locationBodySchema = z.object(locationBodyShape);

/** A sub-path entry: `LocationBody & { match }`, recursive. */
export const nginxLocationSchema = z.extend(locationBodySchema, {
  match: z.string(),
  // A getter keeps the recursion lazy; built by extend because a spread beside it defeats TypeScript's inference.
  get locations(): z.ZodMiniOptional<z.ZodMiniArray<typeof nginxLocationSchema>> {
    return z.optional(z.array(nginxLocationSchema));
  },
});
export type NginxLocation = z.infer<typeof nginxLocationSchema>;

export const nginxConfigSchema = z.object({
  locations: z.optional(z.array(nginxLocationSchema)),
  ...locationBodyShape,
  ssl: z.optional(nginxSslSchema),
  http: z.optional(nginxHttpSchema),
  www: z.optional(nginxWwwSchema),
  /** e.g. "404 /404.html", "404 =200 /200.html". */
  error_pages: z.optional(z.array(z.string())),
});
export type NginxConfig = z.infer<typeof nginxConfigSchema>;

/** Read-back listen bitmasks: ssl 1 = :80, 2 = ssl; www 1 = apex, 2 = www (backend-formats 1.4). */
const bitmaskSchema = z.number().check(z.int(), z.gte(0), z.lte(3));

/**
 * GET of the nginx page (?subdomain=): the bridge's read-back fields (backend-formats 1.4) plus `raw`, the file text.
 * Only `config` and `raw` are promised by the spec; the protected values are optional.
 */
export const nginxPageSchema = z.object({
  config: nginxConfigSchema,
  raw: z.string(),
  ssl: z.optional(bitmaskSchema),
  www: z.optional(bitmaskSchema),
  http: z.optional(z.coerce.number().check(z.int())),
  dom: z.optional(z.string()),
  ip: z.optional(z.string()),
  ip6: z.optional(z.string()),
  root: z.optional(z.string()),
  user: z.optional(z.string()),
  home: z.optional(z.string()),
  fcgi: z.optional(z.string()),
  access_log: z.optional(z.string()),
  error_log: z.optional(z.string()),
  ssl_certificate: z.optional(z.string()),
  ssl_certificate_key: z.optional(z.string()),
  free: z.optional(z.boolean()),
});
export type NginxPage = z.infer<typeof nginxPageSchema>;

/** Page-form features of the nginx page (host-area 7; the fix buttons of backend-formats 5.4 add `ssl on`, `www on`). */
export const NGINX_FEATURE_VALUES = ['ssl', 'ssl on', 'ssl off', 'ssl self-sign', 'ssl always', 'www on', 'www off'] as const;
export const nginxFeatureSchema = z.enum(NGINX_FEATURE_VALUES);
export type NginxFeature = z.infer<typeof nginxFeatureSchema>;
