import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { ApiError, createHttpApi, type PanelApi, type UploadRequest } from '@hostdeck/panel/contract';
import type { ScenarioName } from '../scenarios';
import { createWorldStore, type WorldStore } from '../store/world-store';
import { CSRF_FIELD } from '../world/session';
import { createHandlers } from './index';
import type { CallName, HandlerOptions } from './kit';

/*
 * Test support for the handler tests: the panel's real HTTP client against the handlers in Node, on a fake clock,
 * with every contract call recorded so each area's test proves it called all of its calls.
 */

export const BASE_URL = 'http://demo.test';
/** The fake outside clock starts here; tests move it with `advance`. */
export const FAKE_START = 1_000_000;

/** The calls of each area of the contract (URL builders make no request and are left out). */
export const AREA_CALLS = {
  session: ['getInitData', 'listUsers', 'banAccount'],
  hosts: ['listHosts', 'getHostDetail', 'getHostStats', 'recountHosts', 'recountHost', 'updateHost', 'renameHost', 'changeHostDomain', 'changeHostPassword', 'moveHost', 'transferHost', 'deleteHost'],
  deploy: [
    ...['listDeployments', 'getDeployment', 'startDeployment', 'clearDeployments', 'getHostEnvironment', 'listWebhooks', 'addWebhook', 'deleteWebhook', 'getWebhookBadge'],
    ...['createHost', 'searchRepositories', 'checkRepo', 'uploadRepo', 'getRecipeIndex', 'getRecipeTemplate', 'getTemplateFrom', 'lookupDomainA', 'measureServerLatency'],
  ],
  hostTools: [
    ...['runHostFeatures', 'listDatabases', 'listRedisDatabases', 'createDatabase', 'dropDatabase', 'runSoftwareCommand', 'listHostUsers', 'createHostUser', 'deleteHostUser'],
    ...['getNginxConfig', 'saveNginxConfig', 'runNginxFeatures', 'getDnsZone', 'saveDnsChanges', 'addDnsRecords', 'getHostLog', 'listScreenProcesses', 'manageScreenProcesses'],
    ...['getConnectionCheck', 'getFirewallState', 'setFirewall'],
  ],
  domains: [
    ...['listDomains', 'getDomain', 'checkDomain', 'orderDomain', 'transferDomain', 'renewDomain', 'updateDomainLocks', 'updateDomainNameServers'],
    ...['resendDomainVerification', 'payDomain', 'cancelDomainPayment', 'requestDomainInvoice', 'deleteDomain'],
  ],
  backups: ['listBackups', 'getBackup', 'createBackup', 'restoreBackup', 'deleteBackup'],
  servers: ['listServers', 'getServer', 'createServer', 'updateServer', 'deleteServer'],
  teams: [
    ...['getTeam', 'updateTeamProfile', 'recountTeamUsage', 'listMembers', 'inviteMember', 'changeMemberRole', 'removeMember', 'getUpgradeData', 'orderUpgrade'],
    ...['listInvoices', 'payInvoices', 'cancelInvoicePayment', 'requestInvoice', 'deleteInvoice', 'listPaymentHistory', 'printInvoice'],
  ],
  invite: ['getInviteCode', 'createInviteCode', 'changeInviteQuota', 'grantInviteCode'],
  profile: ['getProfile', 'editProfile', 'resendVerificationEmail', 'addGithubLogin', 'addGoogleLogin', 'addEmailLogin', 'removeLogin', 'saveWelcomeCountry', 'resendWelcomeEmail', 'deleteAccount'],
} as const satisfies Record<string, readonly CallName[]>;

/** XMLHttpRequest's upload part over fetch, since Node has no XMLHttpRequest (MSW answers the fetch). */
export function fetchUploadRequest(): UploadRequest {
  const listeners = new Map<string, Array<() => void>>();
  const headers = new Headers();
  const abort = new AbortController();
  let target = { method: 'POST', url: '' };
  const emit = (type: string) => listeners.get(type)?.forEach((listener) => listener());
  const request = {
    status: 0,
    responseText: '',
    withCredentials: false,
    upload: { addEventListener: () => undefined },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    open: (method: string, url: string) => {
      target = { method, url };
    },
    setRequestHeader: (name: string, value: string) => headers.set(name, value),
    abort: () => abort.abort(),
    send: (body: FormData) => {
      fetch(target.url, { method: target.method, headers, body, signal: abort.signal }).then(
        async (response) => {
          request.status = response.status;
          request.responseText = await response.text();
          emit('load');
        },
        () => emit(abort.signal.aborted ? 'abort' : 'error'),
      );
    },
  };
  return request as unknown as UploadRequest;
}

export interface TestWorld {
  readonly store: WorldStore;
  /** The panel's HTTP client against the handlers, every call recorded. */
  readonly api: PanelApi;
  /** A client that sends no CSRF token. */
  readonly apiWithoutCsrf: PanelApi;
  /** Starts afresh on another scenario (or with other handler options) within a test. */
  start(scenario?: ScenarioName, options?: Omit<HandlerOptions, 'baseUrl'>): void;
  /** Moves the fake outside clock. */
  advance(milliseconds: number): void;
  /** The calls of the area no test has made yet (a file's last test expects none). */
  uncalled(): string[];
}

/** A fresh world, handlers and client before each test; `uncalled()` tells which calls of `area` no test made. */
export function setupTestWorld(area: keyof typeof AREA_CALLS, scenario: ScenarioName = 'owner-paid'): TestWorld {
  const server = setupServer();
  const called = new Set<string>();
  let clock = FAKE_START;
  let store = createWorldStore({ scenario, now: () => clock });

  const record = (api: PanelApi): PanelApi =>
    new Proxy(api, {
      get(target, name, receiver) {
        if (typeof name === 'string') called.add(name);
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
  const client = (withCsrf: boolean) =>
    record(
      createHttpApi({
        baseUrl: BASE_URL,
        csrf: () => (withCsrf ? { name: CSRF_FIELD, value: store.state.session.csrf } : undefined),
        createUploadRequest: fetchUploadRequest,
      }),
    );
  const api = client(true);
  const apiWithoutCsrf = client(false);

  const world: TestWorld = {
    get store() {
      return store;
    },
    api,
    apiWithoutCsrf,
    start(next = scenario, options = {}) {
      clock = FAKE_START;
      store = createWorldStore({ scenario: next, now: () => clock });
      server.resetHandlers(...createHandlers(store, { ...options, baseUrl: BASE_URL }));
    },
    advance(milliseconds) {
      clock += milliseconds;
    },
    uncalled: () => AREA_CALLS[area].filter((name) => !called.has(name)),
  };

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => world.start());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return world;
}

/** The ApiError a call rejected with (fails the test when it resolved). */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
