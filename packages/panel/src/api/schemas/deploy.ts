import * as z from 'zod/mini';
import { dateTextSchema, idSchema } from './common';

/** A deployment's log; the runner writes it while it runs, so it may still be empty (null) or start with 'Running'. */
const deploymentResultSchema = z.pipe(z.nullable(z.string()), z.transform((result) => result ?? ''));

export const deploymentSchema = z.object({
  id: idSchema,
  // Deployments started by a webhook have no user behind them.
  user_id: z.nullable(idSchema),
  result: deploymentResultSchema,
  /** The deploy script (YAML text) that ran. */
  template: z.string(),
  updated_at: z.nullable(dateTextSchema),
});
export type Deployment = z.infer<typeof deploymentSchema>;

// Shape ours: the spec names the Deployment entity, not the wrapper; a bare array, newest first.
export const deploymentListSchema = z.array(deploymentSchema);

/** GET of the runner page path with ?id={deployId}: one deployment's result and template, polled while running. */
export const deploymentDetailSchema = z.object({
  result: deploymentResultSchema,
  template: z.string(),
});
export type DeploymentDetail = z.infer<typeof deploymentDetailSchema>;

// Shape ours: the spec does not show this body (the Environment tab is a placeholder). The exported variables of
// deployments (the deploy script's `envs`), when the server sends them.
export const hostEnvironmentSchema = z.looseObject({
  envs: z.optional(z.record(z.string(), z.string())),
});
export type HostEnvironment = z.infer<typeof hostEnvironmentSchema>;

/** The order form as the server reads it (POST team/{teamId}/host/create); the mock world parses posts with it. */
export const hostOrderFormSchema = z.object({
  username: z.string(),
  server_id: idSchema,
  /** The full domain: username plus a chosen suffix, or a custom domain. */
  domain: z.string(),
  /** 'y' when the host is merged into its existing parent domain; absent otherwise. */
  merge_parent: z.optional(z.literal('y')),
  password: z.string(),
  /** The deploy script (YAML text) run once the host exists; may be empty. */
  template: z.string(),
});
export type HostOrderForm = z.infer<typeof hostOrderFormSchema>;

// Shape ours: the spec does not show this body. The new host's id, so the wizard can open its runner page.
export const hostOrderResultSchema = z.object({
  id: idSchema,
  message: z.optional(z.string()),
  redirect: z.optional(z.string()),
});
export type HostOrderResult = z.infer<typeof hostOrderResultSchema>;

/** A repository found by GET github/?q=&o= (fields as GitHub names them; only the name is sure to be there). */
export const repositorySchema = z.object({
  full_name: z.string(),
  html_url: z.optional(z.string()),
  clone_url: z.optional(z.string()),
  default_branch: z.optional(z.string()),
  private: z.optional(z.boolean()),
  description: z.nullish(z.string()),
  updated_at: z.nullish(dateTextSchema),
});
export type Repository = z.infer<typeof repositorySchema>;

// Shape ours: the spec does not show this body. A bare array, or GitHub's own search answer passed through ({ items }).
export const repositorySearchSchema = z.union([
  z.array(repositorySchema),
  z.pipe(z.object({ items: z.array(repositorySchema) }), z.transform(({ items }) => items)),
]);

/** Offered by checkRepo for a private repository: add the public key to the repository, then clone with it. */
export const deployKeySchema = z.object({
  type: z.literal('deploy-key'),
  publicKey: z.string(),
  privateKey: z.string(),
  /** Where the user adds the public key (the repository's deploy-key settings). */
  setupUrl: z.string(),
  usingDeployKey: z.boolean(),
});
export type DeployKey = z.infer<typeof deployKeySchema>;

/**
 * GET checkRepo?url=: status ok (success), a message and hint (warning), or a deploy key for a private repository.
 * The three answers share no field, so the parsed form adds `kind` to tell them apart.
 */
export const repoCheckSchema = z.union([
  z.pipe(deployKeySchema, z.transform((deployKey) => ({ kind: 'deploy-key' as const, deployKey }))),
  z.pipe(z.object({ status: z.literal('ok') }), z.transform(() => ({ kind: 'ok' as const }))),
  z.pipe(
    z.object({ status: z.optional(z.string()), message: z.string(), hint: z.nullish(z.string()) }),
    z.transform(({ message, hint }) => ({ kind: 'problem' as const, message, hint: hint ?? undefined })),
  ),
]);
export type RepoCheck = z.infer<typeof repoCheckSchema>;

/** POST /userapi/uploadRepo answers with where the zip landed; a deploy script then uses it as its source. */
export const uploadRepoResultSchema = z.object({ path: z.string().check(z.minLength(1)) });
export type UploadRepoResult = z.infer<typeof uploadRepoResultSchema>;

/** The numeric DNS type of an A record in DNS-over-HTTPS JSON answers. */
export const DNS_TYPE_A = 1;

export const dohRecordSchema = z.object({
  name: z.string(),
  type: z.number().check(z.int()),
  TTL: z.optional(z.number().check(z.int())),
  data: z.string(),
});
export type DohRecord = z.infer<typeof dohRecordSchema>;

/** The JSON API of DNS over HTTPS (dns.google/resolve): Status 0 is NOERROR, 3 NXDOMAIN; no Answer means no record. */
export const dohAnswerSchema = z.object({
  Status: z.number().check(z.int()),
  TC: z.optional(z.boolean()),
  Question: z.optional(z.array(z.object({ name: z.string(), type: z.number().check(z.int()) }))),
  Answer: z._default(z.array(dohRecordSchema), []),
  Comment: z.optional(z.string()),
});
export type DohAnswer = z.infer<typeof dohAnswerSchema>;
