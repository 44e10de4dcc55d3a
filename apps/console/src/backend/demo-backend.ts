import { setupWorker } from 'msw/browser';
import { completeCheckout, createHandlers, createWorldStore, getCheckout, SCENARIO_NAMES, isScenarioName } from '@hostdeck/mock-api';
import { createHttpApi } from '@hostdeck/panel';
import { createCsrfStore, type ConsoleBackend } from './backend';
import { browserStorage } from '../browser-storage';
import { answerServerNavigation } from './demo-navigations';

/**
 * The demo: the simulated world answers every call through a service worker, and keeps what the visitor did in
 * local storage so a reload shows the same world. Its clock is the real one, so what the visitor does is dated now
 * and the seeded data is as old today as the seed says. This module is only ever loaded lazily, in demo mode.
 */
export async function createDemoBackend(): Promise<ConsoleBackend> {
  const store = createWorldStore({ storage: browserStorage(), liveClock: true });
  // The page is leaving: nothing more to start.
  if (answerServerNavigation(store, window.location)) return new Promise<never>(() => undefined);
  const worker = setupWorker(...createHandlers(store));
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass', serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` } });
  const csrf = createCsrfStore();
  const restart = () => window.location.assign('/user');
  return {
    mode: 'demo',
    api: createHttpApi({ baseUrl: '', csrf: csrf.get }),
    setCsrf: csrf.set,
    signIn: async (method, _returnPath, credentials) => {
      const result = store.signIn(method, credentials);
      if (!result.ok) throw new Error(result.message);
    },
    signOut: async () => store.signOut(),
    demo: {
      scenario: store.scenario,
      scenarios: SCENARIO_NAMES,
      setScenario: (name) => {
        if (!isScenarioName(name)) return;
        store.reset(name);
        restart();
      },
      reset: () => {
        store.reset();
        restart();
      },
      checkout: {
        get: (paymentId) => {
          const outcome = store.run(getCheckout, { paymentId });
          return outcome.ok ? outcome.value : undefined;
        },
        complete: (paymentId, result) => {
          const outcome = store.run(completeCheckout, { paymentId, outcome: result });
          if (!outcome.ok) throw new Error(outcome.message);
          return outcome.value.redirect;
        },
      },
    },
  };
}
