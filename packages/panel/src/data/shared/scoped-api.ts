import type { PanelApi } from '../../api/contract';
import type { CallOptions } from '../../api/contract/call-options';

/** Calls of the contract that take their CallOptions first, because they have no parameters. */
type OptionsFirstCall = {
  [K in keyof PanelApi]: ReturnType<PanelApi[K]> extends Promise<unknown> ? (Parameters<PanelApi[K]> extends [options?: CallOptions] ? K : never) : never;
}[keyof PanelApi];

const OPTIONS_FIRST = ['getInitData', 'banAccount', 'getRecipeIndex', 'getProfile', 'resendVerificationEmail', 'addGithubLogin', 'addGoogleLogin', 'resendWelcomeEmail', 'deleteAccount'] as const satisfies readonly OptionsFirstCall[];

// The list above must name every such call: a new parameterless call fails the type check until it is added.
type Unlisted = Exclude<OptionsFirstCall, (typeof OPTIONS_FIRST)[number]>;
const everyOptionsFirstCallListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyOptionsFirstCallListed;

const optionsFirst = new Set<string>(OPTIONS_FIRST);

/**
 * The API with `signal()` joined to every call's own signal: when it aborts, every call still on its way is
 * cancelled. A screen's writes use it so leaving the screen leaves nothing running on its behalf. URL builders make
 * no request; the extra argument they get is ignored.
 */
export function scopeApi(api: PanelApi, signal: () => AbortSignal | undefined): PanelApi {
  return new Proxy(api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || typeof key !== 'string') return value;
      return (...args: unknown[]) => {
        const scope = signal();
        if (scope) {
          const at = optionsFirst.has(key) ? 0 : 1;
          const given = args[at] as CallOptions | undefined;
          args[at] = { ...given, signal: given?.signal ? AbortSignal.any([given.signal, scope]) : scope };
        }
        return (value as (...params: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
