import type { ExternalUrls } from '../handlers/kit';

/** Every address the server answers at, for the console's runtime config and for people. */
export interface ApiServerUrls {
  /** The server's origin: the console's `apiBase`. */
  origin: string;
  /** The panel's calls (`/userapi/...`); a session cookie is needed. */
  userapi: string;
  /** The sign-in pages: `{login}/{github|google|email}?r={returnPath}`. */
  login: string;
  logout: string;
  /** The public webhook badge: `{webhookBadge}/{webhookId}?key=...`. */
  webhookBadge: string;
  /** The recipe index the order wizard reads (its relative_url names recipeBase). */
  recipeIndex: string;
  /** The recipe files and, under `icons/`, the tiles' icons. */
  recipeBase: string;
  /** DNS-over-HTTPS in Google's JSON form: `{doh}?name=example.com&type=A`. */
  doh: string;
}

export function serverUrls(origin: string): ApiServerUrls {
  return {
    origin,
    userapi: `${origin}/userapi/`,
    login: `${origin}/login`,
    logout: `${origin}/logout`,
    webhookBadge: `${origin}/api/webhook/status`,
    recipeIndex: `${origin}/recipes/index.yml`,
    recipeBase: `${origin}/recipes/`,
    doh: `${origin}/dns/resolve`,
  };
}

/** The outside services as the handlers serve them here. */
export const externalsOf = (urls: ApiServerUrls): ExternalUrls => ({ recipeIndexUrl: urls.recipeIndex, recipeBaseUrl: urls.recipeBase, dohUrl: urls.doh });
