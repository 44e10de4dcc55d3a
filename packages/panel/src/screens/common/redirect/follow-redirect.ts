/**
 * Where a form's answer sends the user: a console path (under /user) moves inside the app; anything else (a payment
 * provider, the simulated provider's page) is left for with a full navigation, as a provider's checkout needs.
 */
export function followRedirect(redirect: string, navigate: (to: string) => void, assign: (url: string) => void = (url) => window.location.assign(url)): void {
  if (isConsolePath(redirect)) navigate(redirect);
  else assign(redirect);
}

/** '/user' or a path under it, not a protocol-relative '//host' address. */
export function isConsolePath(redirect: string): boolean {
  return redirect === '/user' || redirect.startsWith('/user/') || redirect.startsWith('/user?');
}
