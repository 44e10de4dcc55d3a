/** The names of an area's methods that answer with a promise (those can wait for the area's code). */
export type AsyncMethodName<Area> = {
  [Name in keyof Area]: Area[Name] extends (...args: never[]) => Promise<unknown> ? Name : never;
}[keyof Area];

/**
 * Every asynchronous method of an area, listed once. Written as an object literal of this type, the compiler rejects
 * a list that misses a method of the contract or names one it does not have.
 */
export type AsyncMethodList<Area> = Record<AsyncMethodName<Area>, true>;

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

/**
 * An area of the API whose code (calls and response schemas) is fetched on its first call rather than with the page:
 * each listed method waits for the area, then makes the call. A failed download is tried again on the next call.
 */
export function lazyArea<Area>(load: () => Promise<Area>, methods: AsyncMethodList<Area>): Pick<Area, AsyncMethodName<Area>> {
  let loading: Promise<Area> | undefined;
  const area = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const calls: Record<string, AnyMethod> = {};
  for (const name of Object.keys(methods)) {
    calls[name] = (...args) => area().then((loaded) => (loaded[name as keyof Area] as AnyMethod)(...args));
  }
  // Each key of `methods` is an async method of Area, now forwarded with its own arguments and answer.
  return calls as Pick<Area, AsyncMethodName<Area>>;
}
