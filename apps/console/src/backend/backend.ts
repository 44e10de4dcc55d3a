import type { CsrfToken, PanelApi } from '@hostdeck/panel';
import type { CheckoutOutcome, ScenarioName, SimulatedCheckout } from '@hostdeck/mock-api';

export type LoginMethod = 'github' | 'google' | 'email';

/** Controls of the simulated backend, shown in demo mode only. */
export interface DemoControls {
  scenario: ScenarioName;
  scenarios: readonly ScenarioName[];
  setScenario: (name: string) => void;
  reset: () => void;
  /** The simulated payment provider's checkout: what a started payment covers, and paying or cancelling it. */
  checkout: {
    /** Undefined for a payment that does not exist or is over. */
    get: (paymentId: string) => SimulatedCheckout | undefined;
    /** Pays or cancels; answers where the provider sends the user back to. Throws when the payment is gone. */
    complete: (paymentId: string, outcome: CheckoutOutcome) => string;
  };
}

/** What the console talks to: the demo world through MSW, or a real panel server. */
export interface ConsoleBackend {
  mode: 'demo' | 'real';
  api: PanelApi;
  /** Keeps the CSRF token of the latest initdata, which every write sends. */
  setCsrf: (token: CsrfToken | undefined) => void;
  /**
   * Demo: signs in against the world. Real: leaves for the server's sign-in page (never resolves), which returns to
   * `returnPath`: a path the login page has checked with safeReturnPath (the server checks it again with the same rule).
   */
  signIn: (method: LoginMethod, returnPath: string, credentials?: { email: string; password: string }) => Promise<void>;
  signOut: () => Promise<void>;
  demo?: DemoControls;
}

/** Holds the current CSRF token for the HTTP client's `csrf` callback. */
export function createCsrfStore() {
  let current: CsrfToken | undefined;
  return {
    get: () => current,
    set: (token: CsrfToken | undefined) => {
      current = token;
    },
  };
}
