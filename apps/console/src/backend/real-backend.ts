import { createHttpApi } from '@hostdeck/panel';
import { createCsrfStore, type ConsoleBackend } from './backend';
import type { RuntimeConfig } from './runtime-config';

/** The real panel server at `apiBase` ('' for the console's own origin): sign-in and sign-out are its own pages. */
export function createRealBackend({ apiBase, recipeIndexUrl, recipeOrigins, dohUrl }: RuntimeConfig & { apiBase: string }): ConsoleBackend {
  const csrf = createCsrfStore();
  const api = createHttpApi({ baseUrl: apiBase, csrf: csrf.get, external: { recipeIndexUrl, allowedRecipeOrigins: recipeOrigins, dohUrl } });
  return {
    mode: 'real',
    api,
    setCsrf: csrf.set,
    signIn: (method, returnPath) => {
      window.location.assign(`${apiBase}/login/${method}?r=${encodeURIComponent(returnPath)}`);
      return new Promise<void>(() => undefined);
    },
    signOut: () => {
      window.location.assign(api.logoutUrl());
      return new Promise<void>(() => undefined);
    },
  };
}
