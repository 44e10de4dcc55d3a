import { z } from 'zod';

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
  enabled: nginxOnOffSchema.optional(),
  app_env: z.string().optional(),
  env_var_list: z.array(z.string()).optional(),
  set_header_list: z.array(z.string()).optional(),
  app_start_command: z.string().optional(),
  app_type: z.string().optional(),
  startup_file: z.string().optional(),
  ruby: z.string().optional(),
  nodejs: z.string().optional(),
  python: z.string().optional(),
  meteor_app_settings: z.string().optional(),
  friendly_error_pages: nginxOnOffSchema.optional(),
  document_root: z.string().optional(),
  base_uri: z.string().optional(),
  app_root: z.string().optional(),
  sticky_sessions: nginxOnOffSchema.optional(),
});
export type NginxPassenger = z.infer<typeof nginxPassengerSchema>;

/** `LocationBody` keys valid at server level and in locations, in the read-back key order. */
const locationBodyShape = {
  fastcgi: nginxFastcgiSchema.optional(),
  root: z.string().optional(),
  alias: z.string().optional(),
  index: z.string().optional(),
  rewrite: z.string().optional(),
  try_files: z.string().optional(),
  return: z.string().optional(),
  expires: z.string().optional(),
  allow: z.string().optional(),
  deny: z.string().optional(),
  autoindex: nginxOnOffSchema.optional(),
  proxy_pass: z.string().optional(),
  limit_except: z.string().optional(),
  limit_rate: z.string().optional(),
  limit_rate_after: z.string().optional(),
  default_type: z.string().optional(),
  rewrite_list: z.array(z.string()).optional(),
  passenger: nginxPassengerSchema.optional(),
};

const locationBodySchema = z.object(locationBodyShape);

/** A sub-path entry: `LocationBody & { match }`, recursive. */
export const nginxLocationSchema = locationBodySchema.extend({
  match: z.string(),
  // A getter keeps the recursion lazy; built by extend because a spread beside it defeats TypeScript's inference.
  get locations(): z.ZodOptional<z.ZodArray<typeof nginxLocationSchema>> {
    return z.array(nginxLocationSchema).optional();
  },
});
export type NginxLocation = z.infer<typeof nginxLocationSchema>;

export const nginxConfigSchema = z.object({
  locations: z.array(nginxLocationSchema).optional(),
  ...locationBodyShape,
  ssl: nginxSslSchema.optional(),
  http: nginxHttpSchema.optional(),
  www: nginxWwwSchema.optional(),
  /** e.g. "404 /404.html", "404 =200 /200.html". */
  error_pages: z.array(z.string()).optional(),
});
export type NginxConfig = z.infer<typeof nginxConfigSchema>;

/** Read-back listen bitmasks: ssl 1 = :80, 2 = ssl; www 1 = apex, 2 = www (backend-formats 1.4). */
const bitmaskSchema = z.number().int().min(0).max(3);

/**
 * GET of the nginx page (?subdomain=): the bridge's read-back fields (backend-formats 1.4) plus `raw`, the file text.
 * Only `config` and `raw` are promised by the spec; the protected values are optional.
 */
export const nginxPageSchema = z.object({
  config: nginxConfigSchema,
  raw: z.string(),
  ssl: bitmaskSchema.optional(),
  www: bitmaskSchema.optional(),
  http: z.coerce.number().int().optional(),
  dom: z.string().optional(),
  ip: z.string().optional(),
  ip6: z.string().optional(),
  root: z.string().optional(),
  user: z.string().optional(),
  home: z.string().optional(),
  fcgi: z.string().optional(),
  access_log: z.string().optional(),
  error_log: z.string().optional(),
  ssl_certificate: z.string().optional(),
  ssl_certificate_key: z.string().optional(),
  free: z.boolean().optional(),
});
export type NginxPage = z.infer<typeof nginxPageSchema>;

/** Page-form features of the nginx page (host-area 7; the fix buttons of backend-formats 5.4 add `ssl on`, `www on`). */
export const NGINX_FEATURE_VALUES = ['ssl', 'ssl on', 'ssl off', 'ssl self-sign', 'ssl always', 'www on', 'www off'] as const;
export const nginxFeatureSchema = z.enum(NGINX_FEATURE_VALUES);
export type NginxFeature = z.infer<typeof nginxFeatureSchema>;
