import * as z from 'zod/mini';
import type { HttpClient } from '../client';
import type { DeployApi } from '../contract/deploy';
import { ApiError, FETCH_ERROR_MESSAGE } from '../errors';
import { ignoredSchema } from '../schemas/common';
import { dohAnswerSchema } from '../schemas/deploy';
import { RecipeOriginError } from '../recipe-origin-error';
import { recipeIndexSchema, templateSchema, type RecipeIndex, type TemplateFile } from '../schemas/recipes';
import { allowedRecipeIconUrl, checkRecipeOrigin, httpOrigin } from '../../rules/recipe-origin';

export { RecipeOriginError, recipeOriginRefusalOf, type RecipeOriginRefusal } from '../recipe-origin-error';

/** The recipe index of domcloud/recipes (its relative_url points at the same branch). */
export const DEFAULT_RECIPE_INDEX_URL = 'https://raw.githubusercontent.com/domcloud/recipes/master/index.yml';
/** Google's DNS-over-HTTPS JSON API. */
export const DEFAULT_DOH_URL = 'https://dns.google/resolve';
/** The bridge's public, CORS-enabled ping on every server: the smallest answer a server gives. */
export const DEFAULT_LATENCY_PATH = '/status/ping';
/** dns.google documents this parameter as ignored padding, so it busts caches without changing the answer. */
export const DOH_CACHE_BUSTER_PARAM = 'random_padding';

/** Where the outside services live; every field has a default. */
export interface DeployApiOptions {
  /** The remote recipe index (YAML). Default DEFAULT_RECIPE_INDEX_URL. */
  recipeIndexUrl?: string;
  /**
   * Base of recipe files when a call names no relative_url. Default: the folder of recipeIndexUrl. Its origin is
   * trusted like the index's: it is the console's own configuration.
   */
  recipeBaseUrl?: string;
  /**
   * Origins besides the recipe index's that templates (tiles, `?from=` links) and tile icons may come from, as bare
   * origins ('https://simpleicons.org'); entries with a path allow nothing. Default: none, only the index's origin.
   */
  allowedRecipeOrigins?: readonly string[];
  /** The DNS-over-HTTPS JSON endpoint. Default DEFAULT_DOH_URL. */
  dohUrl?: string;
  /** Path requested on a server endpoint to time it. Default DEFAULT_LATENCY_PATH. */
  latencyPath?: string;
  /** Milliseconds clock for latency. Default performance.now; tests pass a fake. */
  now?: () => number;
  /** A fresh value per call that keeps caches from answering lookups and pings. Default: random. */
  cacheBuster?: () => string;
}

type ExternalCalls = Pick<DeployApi, 'getRecipeIndex' | 'getRecipeTemplate' | 'getTemplateFrom' | 'lookupDomainA' | 'measureServerLatency'>;

const malformed = (detail: string, cause?: unknown) => new ApiError({ kind: 'malformed', message: FETCH_ERROR_MESSAGE, detail, cause });

/** 'sgp.domcloud.co' or 'https://bridge.example.com/' becomes an https origin without a trailing slash. */
export function endpointOrigin(endpoint: string): string {
  const trimmed = endpoint.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * A recipe address: absolute http(s) URLs as the URL parser reads them (the address fetched is the one checked); anything
 * else is a path under relativeUrl ('/boot/x.yml' and 'boot/x.yml' alike). Other schemes are refused so a crafted
 * ?from= cannot leave http(s). Whose origin the address may have is recipe-origin's rule, checked by the caller.
 */
export function resolveRecipeUrl(file: string, relativeUrl: string): string {
  const trimmed = file.trim();
  const base = relativeUrl.endsWith('/') ? relativeUrl : `${relativeUrl}/`;
  let url: URL;
  try {
    url = /^https?:\/\//i.test(trimmed) ? new URL(trimmed) : new URL(trimmed.replace(/^\/+/, ''), base);
  } catch (cause) {
    throw malformed(`Not a template address: ${trimmed}`, cause);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw malformed(`Not a template address: ${trimmed}`);
  return url.href;
}

/** Parses YAML text (js-yaml is loaded only when a recipe is read) and validates it like any answer. */
async function parseYaml<T>(text: string, schema: z.core.$ZodType<T>): Promise<T> {
  const { load } = await import('js-yaml');
  let data: unknown;
  try {
    data = load(text);
  } catch (cause) {
    throw malformed(cause instanceof Error ? cause.message : 'Invalid YAML', cause);
  }
  const result = z.safeParse(schema, data);
  if (!result.success) throw malformed(result.error.message, result.error);
  return result.data;
}

const randomCacheBuster = () => Math.random().toString(36).slice(2, 10);

export function createExternalCalls(client: HttpClient, options: DeployApiOptions = {}): ExternalCalls {
  const indexUrl = options.recipeIndexUrl ?? DEFAULT_RECIPE_INDEX_URL;
  const recipeBaseUrl = options.recipeBaseUrl ?? new URL('.', indexUrl).href;
  const now = options.now ?? (() => performance.now());
  const cacheBuster = options.cacheBuster ?? randomCacheBuster;
  const configuredBase = options.recipeBaseUrl === undefined ? null : httpOrigin(options.recipeBaseUrl);
  const extraOrigins = [...(options.allowedRecipeOrigins ?? []), ...(configuredBase ? [configuredBase] : [])];

  /** Refuses, before any request, a template address the index's origin and the allowlist do not cover. */
  const ensureAllowed = (url: string) => {
    const verdict = checkRecipeOrigin(url, indexUrl, extraOrigins);
    if (!verdict.isAllowed) throw new RecipeOriginError(verdict);
  };

  /** The index as the gallery may show it: a tile icon from another origin is dropped, and the tile shows its own. */
  const withAllowedIcons = (index: RecipeIndex): RecipeIndex => ({
    ...index,
    templates: index.templates.map(({ icon, ...tile }) => {
      const allowed = allowedRecipeIconUrl(icon, index.relative_url, indexUrl, extraOrigins);
      return allowed === undefined ? tile : { ...tile, icon: allowed };
    }),
  });

  // A redirect would take a recipe to an origin the check above never saw: it fails instead.
  const fetchText = (url: string, signal: AbortSignal | undefined) => client.request({ path: url, schema: z.string(), responseType: 'text', signal, redirect: 'error' });

  async function fetchTemplate(file: string, relativeUrl: string | undefined, signal: AbortSignal | undefined): Promise<TemplateFile> {
    const url = resolveRecipeUrl(file, relativeUrl ?? recipeBaseUrl);
    ensureAllowed(url);
    const text = await fetchText(url, signal);
    return { url, text, template: await parseYaml(text, templateSchema) };
  }

  return {
    getRecipeIndex: async (callOptions) => withAllowedIcons(await parseYaml(await fetchText(indexUrl, callOptions?.signal), recipeIndexSchema)),
    getRecipeTemplate: ({ file, relativeUrl }, callOptions) => fetchTemplate(file, relativeUrl, callOptions?.signal),
    getTemplateFrom: ({ from, relativeUrl }, callOptions) => fetchTemplate(from, relativeUrl, callOptions?.signal),
    lookupDomainA: ({ domain }, callOptions) =>
      client.request({
        path: options.dohUrl ?? DEFAULT_DOH_URL,
        query: { name: domain, type: 'A', [DOH_CACHE_BUSTER_PARAM]: cacheBuster() },
        schema: dohAnswerSchema,
        signal: callOptions?.signal,
      }),
    measureServerLatency: async ({ endpoint }, callOptions) => {
      const path = `${endpointOrigin(endpoint)}${options.latencyPath ?? DEFAULT_LATENCY_PATH}`;
      const started = now();
      await client.request({ path, query: { t: cacheBuster() }, schema: ignoredSchema, responseType: 'text', signal: callOptions?.signal });
      return Math.max(0, now() - started);
    },
  };
}
