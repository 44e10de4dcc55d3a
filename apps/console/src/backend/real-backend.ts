import { createHttpApi } from '@hostdeck/panel';
import { createCsrfStore, type ConsoleBackend } from './backend';

/** The real panel server at `baseUrl`: sign-in and sign-out are its own pages. */
export function createRealBackend(baseUrl: string): ConsoleBackend {
  const csrf = createCsrfStore();
  const api = createHttpApi({ baseUrl, csrf: csrf.get });
  const returnPath = () => new URLSearchParams(window.location.search).get('r') ?? '/user';
  return {
    mode: 'real',
    api,
    setCsrf: csrf.set,
    signIn: (method) => {
      window.location.assign(`${baseUrl}/login/${method}?r=${encodeURIComponent(returnPath())}`);
      return new Promise<void>(() => undefined);
    },
    signOut: () => {
      window.location.assign(api.logoutUrl());
      return new Promise<void>(() => undefined);
    },
  };
}
