import type { HttpHandler } from 'msw';
import { DEFAULT_DOH_URL, DEFAULT_LATENCY_PATH, DEFAULT_RECIPE_INDEX_URL, DNS_TYPE_A, type DohAnswer } from '@hostdeck/panel/contract';
import { loadRecipeIcon, RECIPE_ICON_FOLDER, withLocalRecipeIcons } from '../fixtures/recipe-icons';
import type { WorldState } from '../world/state';
import { createKit, json, text, type HandlerOptions } from './kit';

/** The recipe fixtures (index.yml and the recipe files), loaded only when a recipe is asked for. */
const RECIPE_FILES = import.meta.glob<string>('../fixtures/recipes/**/*.yml', { query: '?raw', import: 'default' });
const RECIPE_PREFIX = '../fixtures/recipes/';
const NXDOMAIN = 3;

const listOf = (value: string[] | string | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : value.split(/[\s,]+/).filter(Boolean));

/** The A addresses the world gives a name: a host's as the outside sees it, a managed zone's records, a server's wildcard. */
export function resolveWorldA(state: WorldState, domain: string): string[] | undefined {
  const name = domain.trim().toLowerCase().replace(/\.$/, '');
  const live = state.hosts.filter((host) => host.record.status !== 'removed');
  const host = live.find((item) => item.record.domain === name);
  if (host) return listOf(host.connection.ping.ip);
  for (const item of live) {
    const origin = item.zone?.$origin?.replace(/\.$/, '');
    if (!item.zone || !origin || (name !== origin && !name.endsWith(`.${origin}`))) continue;
    const label = name === origin ? '@' : name.slice(0, -(origin.length + 1));
    const ips = item.zone.a.filter((record) => record.name === label || record.name === `${name}.`).map((record) => record.ip);
    if (ips.length > 0) return ips;
  }
  const server = state.servers.find((item) => item.wildcard_domain && name.endsWith(`.${item.wildcard_domain}`));
  if (server?.ip) return [server.ip];
  // A registered domain of the world that points nowhere yet: it exists, without an A record.
  if (state.domains.some((item) => item.name === name && item.status !== 'removed')) return [];
  return undefined;
}

export function dohAnswer(state: WorldState, domain: string): DohAnswer {
  const fqdn = `${domain.replace(/\.$/, '')}.`;
  const ips = resolveWorldA(state, domain);
  const question = [{ name: fqdn, type: DNS_TYPE_A }];
  if (ips === undefined) return { Status: NXDOMAIN, TC: false, Question: question, Answer: [] };
  return { Status: 0, TC: false, Question: question, Answer: ips.map((data) => ({ name: fqdn, type: DNS_TYPE_A, TTL: 300, data })) };
}

/**
 * The index as served at `recipeBase`: its relative_url names that folder, so the recipe files and icons are read from
 * the simulated host wherever it runs (the HTTP server's own origin), not from the upstream address the file names.
 */
const servedFrom = (indexYaml: string, recipeBase: string) => indexYaml.replace(/^relative_url:.*$/m, () => `relative_url: ${recipeBase.replace(/\/?$/, '/')}`);

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The outside services of the order wizard: recipe index and files, DNS-over-HTTPS, and the servers' pings. */
export function deployExternalHandlers(store: Parameters<typeof createKit>[0], options: HandlerOptions = {}): HttpHandler[] {
  const kit = createKit(store, options);
  const indexUrl = options.externals?.recipeIndexUrl ?? DEFAULT_RECIPE_INDEX_URL;
  const recipeBase = options.externals?.recipeBaseUrl ?? new URL('.', indexUrl).href;
  const latencyPath = options.externals?.latencyPath ?? DEFAULT_LATENCY_PATH;

  const recipe = async (path: string, serve: (yaml: string) => string = (yaml) => yaml) => {
    const load = RECIPE_FILES[`${RECIPE_PREFIX}${path}`];
    return load ? text(serve(await load()), 200, 'text/yaml') : text('404: Not Found', 404);
  };
  const icon = async (name: string) => {
    const svg = await loadRecipeIcon(name.replace(/\.svg$/i, ''));
    return svg === undefined ? text('404: Not Found', 404) : text(svg, 200, 'image/svg+xml');
  };

  return [
    // The simulated host ships the tiles' icons beside its recipes, and its index links them there.
    kit.external(indexUrl, () => ({ call: 'getRecipeIndex', isPublic: true, run: () => recipe('index.yml', (yaml) => servedFrom(withLocalRecipeIcons(yaml), recipeBase)) })),
    kit.external(`${recipeBase.replace(/\/?$/, '/')}${RECIPE_ICON_FOLDER}:name`, ({ params }) => ({
      call: 'getRecipeTemplate',
      isPublic: true,
      run: () => icon(params.name ?? ''),
    })),
    kit.external(`${recipeBase.replace(/\/?$/, '/')}*`, ({ url }) => ({
      call: 'getRecipeTemplate',
      isPublic: true,
      run: () => recipe(decodeURIComponent(url.pathname.slice(new URL(recipeBase).pathname.replace(/\/?$/, '/').length))),
    })),
    kit.external(options.externals?.dohUrl ?? DEFAULT_DOH_URL, ({ url }) => ({
      call: 'lookupDomainA',
      isPublic: true,
      run: () => {
        const name = url.searchParams.get('name') ?? '';
        const type = url.searchParams.get('type') ?? 'A';
        if (name === '' || (type !== 'A' && type !== String(DNS_TYPE_A))) return json({ Status: 1, Comment: 'Only A lookups of a name are simulated.', Answer: [] }, 400);
        return json(dohAnswer(store.state, name));
      },
    })),
    kit.external(new RegExp(`^https?://[^/]+${escapeRegExp(latencyPath)}(?:\\?.*)?$`), ({ url }) => ({
      call: 'measureServerLatency',
      isPublic: true,
      // Only the world's servers answer; any other endpoint is unreachable, as a wrong bridge address would be.
      run: () => (store.state.servers.some((server) => server.endpoint === url.host) ? text('pong') : Response.error()),
    })),
  ];
}
