import {
  CUSTOM_DOMAIN_CHOICE,
  CUSTOM_DOMAIN_MAX_LENGTH,
  CUSTOM_DOMAIN_PATTERN,
  EMAIL_MAX_LENGTH,
  HOST_NAME_PATTERN,
  PASSWORD_MIN_LENGTH,
  SERVER_ALIAS_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  checkHostName,
} from '@hostdeck/panel';

/*
 * Form checks of the simulated server, each named after the spec rule it enforces. They mirror what the panel's
 * forms check, so a request a form would never send is refused here with the same reasons.
 */

// The patterns of host-area 5.1 and 5.2 are the panel's own (rules/order-form.ts).
export { HOST_NAME_PATTERN };
export const DOMAIN_PATTERN = CUSTOM_DOMAIN_PATTERN;
const USERNAME_MIN = USERNAME_MIN_LENGTH;
const DOMAIN_MAX = CUSTOM_DOMAIN_MAX_LENGTH;
const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_TOO_SHORT = 'Setting password cancelled, must be at least 8 characters';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * host-area 5.1 for a new host: a name under a sub-domain (the domain is `<name>.<suffix>`) is 1 to 39 minus the
 * suffix long; otherwise it is the portal username, 5 to 32. The order form checks the same rule.
 */
export function checkHostOrderName(name: string, domain: string): string | undefined {
  const suffix = domain.startsWith(`${name}.`) ? domain.slice(name.length) : CUSTOM_DOMAIN_CHOICE;
  const problem = checkHostName(name, suffix);
  if (!problem) return undefined;
  if (problem.code === 'length') return `The username must be ${problem.min} to ${problem.max} characters long.`;
  if (problem.code === 'required') return 'The username is required.';
  return 'The username must start with a lowercase letter and hold only lowercase letters, digits and hyphens.';
}

/** host-area 5.2: a full domain matches the domain pattern and is at most 40 characters long. */
export function checkHostDomain(domain: string): string | undefined {
  if (domain === '') return 'The domain is required.';
  if (domain.length > DOMAIN_MAX) return `The domain must be at most ${DOMAIN_MAX} characters long.`;
  if (!DOMAIN_PATTERN.test(domain)) return 'The domain is not valid.';
  return undefined;
}

/** host-area 5.3 and 5.15: at least 8 characters. */
export function checkPassword(password: string): string | undefined {
  return password.length < PASSWORD_MIN ? PASSWORD_TOO_SHORT : undefined;
}

/** host-area 5.14: at least 5 characters, a letter first, letters, digits and hyphens, no final hyphen, a new name. */
export function checkRename(name: string, current: string): string | undefined {
  if (name.length < USERNAME_MIN) return `The username must be at least ${USERNAME_MIN} characters long.`;
  if (!/^[a-zA-Z][a-zA-Z0-9-]*$/.test(name)) return 'The username must start with a letter and hold only letters, digits and hyphens.';
  if (name.endsWith('-')) return 'The username must not end with a hyphen.';
  if (name === current) return 'The new username must differ from the current one.';
  return undefined;
}

/** account-area 5: required, valid, at most 255 characters. */
export function checkEmail(email: string): string | undefined {
  if (email === '') return 'The email is required.';
  if (email.length > EMAIL_MAX_LENGTH) return `The email must be at most ${EMAIL_MAX_LENGTH} characters long.`;
  return EMAIL_PATTERN.test(email) ? undefined : 'The email is not valid.';
}

/** account-area 5: a text between min and max characters. */
export function checkLength(label: string, text: string, min: number, max: number): string | undefined {
  if (text.length < min) return min <= 1 ? `The ${label} is required.` : `The ${label} must be at least ${min} characters long.`;
  if (text.length > max) return `The ${label} must be at most ${max} characters long.`;
  return undefined;
}

/** account-area 5: the self-hosted server's alias is a URL of at most 40 characters. */
export function checkServerAlias(alias: string): string | undefined {
  if (alias.length > SERVER_ALIAS_MAX_LENGTH) return `The domain name must be at most ${SERVER_ALIAS_MAX_LENGTH} characters long.`;
  try {
    const url = new URL(alias);
    return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : 'The domain name must be a URL.';
  } catch {
    return 'The domain name must be a URL.';
  }
}
