import type { HttpClient } from '../client';
import type { SessionApi } from '../contract/session';
import { ignoredSchema } from '../schemas/common';
import { adminUserPageSchema, initDataSchema } from '../schemas/session';

export function createSessionApi(client: HttpClient): SessionApi {
  return {
    getInitData: (options) => client.request({ path: 'initdata', schema: initDataSchema, signal: options?.signal }),

    // An empty filter is no filter: the query leaves it out.
    listUsers: ({ page, email }, options) =>
      client.request({ path: 'users/list', query: { page, email: email || undefined }, schema: adminUserPageSchema, signal: options?.signal }),

    loginAsUserUrl: (email) => client.url('/userapi/loginas', { email }),

    loginAsHostUrl: (domain) => client.url('/userapi/loginas', { host: domain }),

    banAccount: async (options) => {
      // The answer is a page or a redirect, not data.
      await client.request({ path: '/userapi/banthisaccount', schema: ignoredSchema, responseType: 'text', signal: options?.signal });
    },

    logoutUrl: () => client.url('/logout'),

    loginUrl: (returnPath) => client.url('/login', { r: returnPath }),
  };
}
